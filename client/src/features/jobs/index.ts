// The jobs feature's public entry: the route screens (loaded lazily by client/src/app/routes.tsx) and the
// Save button other features put on house manager cards and pages, and the skills' names on screen (Find House Girl's
// skill filter shows the job board's skills).
import "./jobs.css";
export { SaveButton } from "./SaveButton";
export { skillName } from "./reason-texts";

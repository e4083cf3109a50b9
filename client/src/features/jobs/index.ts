// The jobs feature's public entry: the route screens (loaded lazily by client/src/app/routes.tsx) and the
// Save button other features put on house manager cards and pages.
import "./jobs.css";
export { SaveButton } from "./SaveButton";

// The messages feature's public entry: what other features (the public profile pages) may use.
import "./messages.css";
export { ContactButton, type ContactButtonProps } from "./ContactButton";

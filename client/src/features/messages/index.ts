// The messages feature's public entry: what other features (the public profile pages) may use.
import { lazy } from "react";
import "./messages.css";
export { ContactButton, type ContactButtonProps } from "./ContactButton";
// The chat with one person, loaded on first use, for screens that open it from elsewhere (a job's applications).
export const ChatModal = lazy(() => import("./ChatModal"));
export type { ChatModalProps } from "./ChatModal";

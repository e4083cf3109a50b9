// The messages feature's public entry: what other features (the public profile pages) may use.
export { ContactButton, type ContactButtonProps } from "./ContactButton";

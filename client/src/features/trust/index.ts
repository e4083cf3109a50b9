// The trust feature's public entry: report and block buttons for public pages, and the own-profile sections.
export { BlockButton } from "./BlockButton";
export { BlockedList } from "./BlockedList";
export { ReportButton } from "./ReportButton";
export { VerificationSection } from "./VerificationSection";

// The privacy feature's public entry: the notice's version (registration) and the "Your data" section (/profile/).
export { PRIVACY_VERSION } from "./policy";
export { PrivacySection } from "./PrivacySection";

// The privacy notice's version: registration records which one a new user accepted (the text is client/src/features/privacy).
export const PRIVACY_VERSION = "2026-11-23";

// The privacy notice's version; the server records which version each new account accepted (server/src/modules/privacy/policy.ts).
export const PRIVACY_VERSION = "2026-11-23";

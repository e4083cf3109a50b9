// The auth feature's public entry: what /settings' Change Password shares with the reset page (the password field,
// the error mapping and the texts).
export { PasswordInput } from "./PasswordInput";
export { passwordFormErrors, type PasswordFormErrors } from "./password-errors";
export { RECOVERY_TEXTS } from "./recovery-texts";

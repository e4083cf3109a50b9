// How a person is named on every screen, notification and document: first and last name, else the username.

export interface NamedUser {
  firstName: string;
  lastName: string;
  username?: string | null;
}

export function displayName(user: NamedUser): string {
  return `${user.firstName} ${user.lastName}`.trim() || (user.username ?? "");
}

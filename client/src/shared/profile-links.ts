// Where profiles live: the public page path of a profile by its role, and the absolute URL used by share links.
import type { ProfileRole } from "../gql/graphql";

/** /profile/house_manager/{id} or /profile/employer/{id}. */
export function profilePath(role: ProfileRole | string, id: string): string {
  return role === "house_manager" ? `/profile/house_manager/${id}` : `/profile/employer/${id}`;
}

/** The app's public origin (docs/decisions/0007-display.md: share links never point at a development address). */
export function publicOrigin(): string {
  const configured = String(import.meta.env.VITE_PUBLIC_URL ?? "").trim();
  if (configured) return configured.replace(/\/+$/, "");
  return typeof window === "undefined" ? "" : window.location.origin;
}

/** The absolute public URL of a profile page. */
export function publicProfileUrl(role: ProfileRole | string, id: string): string {
  return `${publicOrigin()}${profilePath(role, id)}`;
}

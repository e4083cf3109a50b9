// The React face of the session: who is logged in, and the login and logout actions (provided by SessionProvider).
import { createContext, useContext } from "react";
import type { AuthPayloadLike } from "./session";

export interface SessionUser {
  userId: string;
  username: string;
  email: string;
}

export interface SessionContextValue {
  /** The logged-in user, or null for a visitor. */
  user: SessionUser | null;
  isLoggedIn: boolean;
  /** Stores the six session keys from a login answer. */
  login: (payload: AuthPayloadLike) => void;
  /** Revokes the refresh token, clears the keys and the Apollo store, and goes to /login. */
  logout: () => Promise<void>;
}

export const SessionContext = createContext<SessionContextValue | null>(null);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}

// Route guard: pages for logged-in users send visitors to /login.
import type { ReactNode } from "react";
import { Navigate } from "react-router-dom";
import { useSession } from "../shared/session-context";

export function RequireSession({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? children : <Navigate to="/login" replace />;
}

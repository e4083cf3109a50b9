// Route guard: pages for logged-in users send visitors to /login.
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { useSession } from "../shared/session-context";

export function RequireSession({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  // The login page sends the visitor back here afterwards.
  return isLoggedIn ? children : <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}

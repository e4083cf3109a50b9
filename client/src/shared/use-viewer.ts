// Who is looking at a page: visitor, still loading, or a user with a type and profile id (the session keys do not say the type; `me` does).
import { useQuery } from "@apollo/client/react";
import { useSession } from "./session-context";
import { ViewerDocument, type UserType } from "../gql/graphql";

export type Viewer =
  | { kind: "visitor" }
  | { kind: "loading" }
  /** Logged in, but `me` could not be read (offline, or a token the server refused). */
  | { kind: "unknown" }
  | { kind: "user"; userId: string; userType: UserType; profileId: string | null };

export function useViewer(): Viewer {
  const { isLoggedIn } = useSession();
  const { data, loading } = useQuery(ViewerDocument, { skip: !isLoggedIn });
  if (!isLoggedIn) return { kind: "visitor" };
  const me = data?.me;
  if (me) return { kind: "user", userId: me.id, userType: me.userType, profileId: me.profile?.id ?? null };
  return loading ? { kind: "loading" } : { kind: "unknown" };
}

// The Apollo Client: HTTP for queries and mutations with the bearer token, graphql-ws for subscriptions, one normalized cache.
import { ApolloClient, ApolloLink, HttpLink } from "@apollo/client";
import { SetContextLink } from "@apollo/client/link/context";
import { ErrorLink } from "@apollo/client/link/error";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { OperationTypeNode } from "graphql";
import { Observable, type Subscription } from "rxjs";
import { apiUrl } from "../shared/api";
import { createCache } from "./cache";
import { createUploadLink, hasFiles } from "./upload-link";
import { getFreshAccessToken, refreshSession } from "../shared/session";

/** Subscriptions go over graphql-ws, whose code is fetched with the first subscription (visitors never need it). */
class LazyWsLink extends ApolloLink {
  private link: Promise<ApolloLink> | null = null;

  override request(operation: ApolloLink.Operation, forward: ApolloLink.ForwardFunction): Observable<ApolloLink.Result> {
    this.link ??= import("./ws-link").then((module) => module.createWsLink());
    const pending = this.link;
    return new Observable<ApolloLink.Result>((observer) => {
      let subscription: Subscription | undefined;
      let closed = false;
      pending.then(
        (link) => {
          if (!closed) subscription = link.request(operation, forward).subscribe(observer);
        },
        (error: unknown) => {
          this.link = null; // Let a later subscription try loading again.
          observer.error(error);
        },
      );
      return () => {
        closed = true;
        subscription?.unsubscribe();
      };
    });
  }
}

function createLink(): ApolloLink {
  const http = new HttpLink({ uri: apiUrl("/graphql") });

  // Refreshes first when the stored access token is about to expire, so requests never carry a dead token.
  // Operations marked `context: { anonymous: true }` go without a token (docs/decisions/0006-search.md: the Find House Girl search sends none).
  const auth = new SetContextLink(async (prevContext) => {
    if (prevContext.anonymous) return {};
    const token = await getFreshAccessToken();
    if (!token) return {};
    return { headers: { ...(prevContext.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` } };
  });

  // A token the server no longer accepts: try one rotation; if that is refused the session owner logs out.
  const errors = new ErrorLink(({ error, operation }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    const sentToken = Boolean((operation.getContext().headers as Record<string, string> | undefined)?.["authorization"]);
    if (sentToken && error.errors.some((e) => e.extensions?.["code"] === "UNAUTHENTICATED")) {
      refreshSession().catch(() => undefined);
    }
  });

  const ws = new LazyWsLink();

  const transport = ApolloLink.split(
    ({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION,
    ws,
    ApolloLink.from([auth, ApolloLink.split(({ variables }) => hasFiles(variables), createUploadLink(apiUrl("/graphql")), http)]),
  );
  return ApolloLink.from([errors, transport]);
}

export function createApolloClient(): ApolloClient {
  return new ApolloClient({ link: createLink(), cache: createCache() });
}

/** The app's one client. */
export const apolloClient = createApolloClient();

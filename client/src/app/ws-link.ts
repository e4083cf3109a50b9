// The subscription transport (graphql-ws over the same /graphql path), loaded only when a subscription starts.
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";
import { wsUrl } from "../shared/api";
import { getAccessToken, getFreshAccessToken } from "../shared/session";
import { notifySocketReconnected } from "./ws-events";

export function createWsLink(): GraphQLWsLink {
  const client = createClient({
    url: () => wsUrl("/graphql"),
    lazy: true,
    // Keep the socket a moment when the last subscription ends (route changes resubscribe at once).
    lazyCloseTimeout: 3_000,
    keepAlive: 25_000,
    retryAttempts: Infinity,
    shouldRetry: () => true,
    // Read on every (re)connection, so a refreshed token is used after a drop.
    connectionParams: async () => {
      const token = (await getFreshAccessToken()) ?? getAccessToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    on: {
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) notifySocketReconnected();
      },
    },
  });
  return new GraphQLWsLink(client);
}

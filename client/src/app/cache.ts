// The normalized Apollo cache: Profile is an interface of HouseManager and Employer, cached profiles serve their detail
// pages, and paged lists are merged by cache rules, so a page calls fetchMore({ variables: { after } }) and nothing else.
import { InMemoryCache, type FieldPolicy, type Reference } from "@apollo/client";
import { relayStylePagination } from "@apollo/client/utilities";

type KeyArgs = Parameters<typeof relayStylePagination>[0];
type StoredConnection = { edges: { node?: Reference }[]; [field: string]: unknown };

/**
 * A Relay connection whose pages accumulate into one list per `keyArgs` (Apollo's relayStylePagination), without
 * repeating a node: offset cursors shift when an item is added meanwhile, so a later page can start with one already
 * shown (or written in live by a subscription).
 */
export function connectionPagination(keyArgs: KeyArgs = false): FieldPolicy {
  const relay = relayStylePagination(keyArgs) as FieldPolicy<StoredConnection>;
  return {
    ...relay,
    merge(existing, incoming, options) {
      const merged = typeof relay.merge === "function" ? (relay.merge(existing, incoming, options) as StoredConnection | undefined) : incoming;
      if (!merged?.edges) return merged;
      const seen = new Set<string>();
      const edges = merged.edges.filter((edge: { node?: Reference }) => {
        const id = edge.node?.__ref;
        if (!id) return true;
        if (seen.has(id)) return false;
        seen.add(id);
        return true;
      });
      return { ...merged, edges };
    },
  } as FieldPolicy;
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: { Profile: ["HouseManager", "Employer"] },
    typePolicies: {
      Query: {
        fields: {
          // Find House Girl's "Load more" list grows under its filter (it always sends one, null for every house
          // manager); the home sidebar sends none and pages in place, so each of its pages is an entry of its own.
          houseManagers: connectionPagination((args) => (args && "filter" in args ? ["filter"] : ["first", "after"])),
          notifications: connectionPagination(["unreadOnly"]),
          conversation: connectionPagination(["withUserId"]),
          conversations: connectionPagination(),
          // The batch size is part of the key: a home card's three latest reviews stay apart from a profile's list.
          reviews: connectionPagination(["role", "profileId", "first"]),
          // A profile already in the cache (from a list or search card) renders at once on its own page.
          houseManager: {
            read(existing, { args, toReference, canRead }) {
              if (existing !== undefined || !args?.["id"]) return existing;
              const ref = toReference({ __typename: "HouseManager", id: args["id"] as string });
              return canRead(ref) ? ref : undefined;
            },
          },
          employer: {
            read(existing, { args, toReference, canRead }) {
              if (existing !== undefined || !args?.["id"]) return existing;
              const ref = toReference({ __typename: "Employer", id: args["id"] as string });
              return canRead(ref) ? ref : undefined;
            },
          },
        },
      },
      // Objects without an id live inside their parent.
      SearchResult: { keyFields: false },
      PageInfo: { keyFields: false },
      ActionResult: { keyFields: false },
      NotificationEvent: { keyFields: false },
    },
  });
}

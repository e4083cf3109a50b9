// The normalized Apollo cache: Profile is an interface of HouseManager and Employer, and cached profiles serve their detail pages.
import { InMemoryCache } from "@apollo/client";

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: { Profile: ["HouseManager", "Employer"] },
    typePolicies: {
      Query: {
        fields: {
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

// The first query's answer that the server puts in a public house manager's page (server/src/lib/initial-data.ts):
// written into Apollo's cache before the first render, so the page shows the profile at once instead of asking for it
// after the JavaScript has run (docs/decisions/0012-offline-and-speed.md). It is a visitor's answer: with a session on
// this device the page asks as before (what a signed-in reader sees may differ). Read once: a later visit asks anew.
import type { ApolloClient } from "@apollo/client";
import { HouseManagerProfileDocument } from "../gql/graphql";
import { readSession } from "../shared/session";

const INITIAL_DATA_ID = "initial-data";
const DOCUMENTS = { HouseManagerProfile: HouseManagerProfileDocument } as const;

export function applyInitialData(client: ApolloClient): void {
  const element = document.getElementById(INITIAL_DATA_ID);
  if (!element) return;
  element.remove();
  if (readSession()?.refreshToken) return;
  try {
    const initial = JSON.parse(element.getAttribute("data-json") ?? "") as { operationName?: string; variables?: Record<string, unknown>; data?: unknown };
    const query = DOCUMENTS[initial.operationName as keyof typeof DOCUMENTS];
    if (!query || !initial.data || typeof initial.variables?.["id"] !== "string") return;
    client.writeQuery({ query, variables: { id: initial.variables["id"] }, data: initial.data as never });
  } catch (failure) {
    // A page without it simply asks the server.
    console.warn("The page's initial data could not be used", failure);
  }
}

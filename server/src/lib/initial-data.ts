// The first query of a public house manager's page, answered inside its HTML (docs/decisions/0012-offline-and-speed.md):
// the page's main text (the largest paint) otherwise waits for the entry, then for the query's round trip. The server
// runs the page's own query (the client's generated document, so both ask exactly the same thing) as a visitor would,
// and puts the answer in the page as JSON in a hidden element's attribute; the client writes it into Apollo's cache
// before its first render (client/src/app/initial-data.ts); a signed-in reader, whose answer may differ, ignores it
// and asks as before.
import type { ApolloServer } from "@apollo/server";
import { Kind, visit, type DocumentNode, type FieldNode } from "graphql";
import { HouseManagerProfileDocument } from "../../../client/src/gql/graphql.js";
import type { GraphQLContext } from "../graphql/context.js";

/** The element id and shape the client reads (client/src/app/initial-data.ts). */
export const INITIAL_DATA_ID = "initial-data";
export interface InitialData {
  operationName: string;
  variables: Record<string, unknown>;
  data: unknown;
}

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: "__typename" } };

/** The document as Apollo Client sends it: `__typename` in every selection but the operation's own, as its cache needs. */
export function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet(node, _key, parent) {
      if (parent && "kind" in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === "__typename")) return undefined;
      return { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
}

const HOUSE_MANAGER_PAGE = /^\/profile\/house_manager\/(\d{1,12})\/?$/;
const houseManagerProfile = withTypenames(HouseManagerProfileDocument as unknown as DocumentNode);

/** The page's first answer for the path, or null when the page has none to give (or the query did not succeed). */
export async function initialDataFor(apollo: ApolloServer<GraphQLContext>, context: () => GraphQLContext, pathname: string): Promise<InitialData | null> {
  const id = HOUSE_MANAGER_PAGE.exec(pathname)?.[1];
  if (!id) return null;
  const variables = { id };
  const response = await apollo.executeOperation({ query: houseManagerProfile, variables }, { contextValue: context() });
  if (response.body.kind !== "single") return null;
  const { data, errors } = response.body.singleResult;
  if (errors?.length || !data || !(data as { houseManager?: unknown }).houseManager) return null;
  return { operationName: "HouseManagerProfile", variables, data };
}

/**
 * The answer as a hidden element's attribute, not a script: nothing for the Content-Security-Policy to weigh, and no
 * profile text can end the attribute or read as markup (every character that could is written as a character reference).
 */
export function initialDataTag(initial: InitialData | null): string {
  if (!initial) return "";
  const json = JSON.stringify(initial).replace(/[&"'<>=:]/g, (character) => `&#${character.charCodeAt(0)};`);
  return `<div id="${INITIAL_DATA_ID}" hidden data-json="${json}"></div>`;
}

/** index.html with the block just before </body>. */
export function withInitialData(html: string, tag: string): string {
  return tag ? html.replace("</body>", `  ${tag}\n  </body>`) : html;
}

// The API explorer served at GET /graphql in development (server/src/app.ts): GraphiQL from the npm registry, built
// by Vite as its own entry (client/explorer.html), so it needs nothing from another host and never weighs on the
// app's first page. Queries and mutations go over HTTP; subscriptions over graphql-ws on the same path, with the
// Headers tab's values (e.g. {"Authorization": "Bearer …"}) as connection parameters.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { GraphiQL } from "graphiql";
import { createGraphiQLFetcher } from "@graphiql/toolkit";
import "graphiql/style.css";
import "./explorer.css";

const endpoint = new URL("/graphql", window.location.href);
const subscriptionUrl = new URL(endpoint);
subscriptionUrl.protocol = endpoint.protocol === "https:" ? "wss:" : "ws:";

const fetcher = createGraphiQLFetcher({ url: endpoint.toString(), subscriptionUrl: subscriptionUrl.toString() });
const sandbox = `https://studio.apollographql.com/sandbox/explorer?endpoint=${encodeURIComponent(endpoint.toString())}`;

const DEFAULT_QUERY = `# MaidMatch API explorer. docs/API.md walks through a whole hire; the Docs pane lists every type.
# Signed-in operations: put {"Authorization": "Bearer <accessToken>"} in the Headers tab below.
query FirstHouseManagers {
  houseManagers(first: 3) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id name city rating salary currency } }
  }
}
`;

createRoot(document.getElementById("explorer")!).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultQuery={DEFAULT_QUERY}>
      <GraphiQL.Logo>
        MaidMatch API{" "}
        <a className="explorer-sandbox" href={sandbox} rel="noreferrer noopener" target="_blank">
          Open in Apollo Sandbox (online)
        </a>
      </GraphiQL.Logo>
    </GraphiQL>
  </StrictMode>,
);

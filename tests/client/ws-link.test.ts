// The client's subscription socket reads its token on every (re)connection: after the server closes the socket with
// 4403 (the access token expired), graphql-ws reconnects and connectionParams hands over the renewed token.
// A real graphql-ws server on a local port stands in for MaidMatch's (the transport, not the app, is under test).
import { afterEach, expect, it, vi } from "vitest";
import { createRequire } from "node:module";
import { WebSocket as NodeWebSocket, WebSocketServer, type WebSocket as ServerSocket } from "ws";
import { useServer } from "graphql-ws/use/ws";

// graphql-ws' server loads graphql's CommonJS build: build the schema with the same copy (graphql refuses other realms).
const { buildSchema } = createRequire(import.meta.url)("graphql") as typeof import("graphql");

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

function session(accessToken: string) {
  return { accessToken, accessExpiry: new Date(Date.now() + 15 * 60_000).toISOString(), refreshToken: "refresh", email: "a@example.co.ke", username: "amina", userId: "1" };
}

it("sends the token stored at each reconnection, so a renewed token follows a 4403 close", async () => {
  const authorizations: unknown[] = [];
  const sockets: ServerSocket[] = [];
  const wss = new WebSocketServer({ host: "127.0.0.1", port: 0, path: "/graphql" });
  await new Promise((resolve) => wss.once("listening", resolve));
  const schema = buildSchema(`type Query { ok: Boolean } type Subscription { tick: Int }`);
  const server = useServer(
    {
      schema,
      roots: {
        subscription: {
          tick: async function* () {
            for (let n = 0; ; n += 1) {
              yield { tick: n };
              await new Promise((resolve) => setTimeout(resolve, 20));
            }
          },
        },
      },
      onConnect: (ctx) => {
        authorizations.push(ctx.connectionParams?.authorization);
        sockets.push(ctx.extra.socket);
        return true;
      },
    },
    wss,
  );
  cleanups.push(async () => {
    await server.dispose();
    await new Promise((resolve) => wss.close(resolve));
  });
  const { port } = wss.address() as { port: number };
  vi.stubEnv("VITE_API_ORIGIN", `http://127.0.0.1:${port}`);
  // Node's built-in WebSocket dispatches Node events, which jsdom's EventTarget refuses: the browser's part is played by ws.
  vi.stubGlobal("WebSocket", NodeWebSocket);
  vi.resetModules();
  const { createWsLink } = await import("../../client/src/app/ws-link");
  // Loaded after the stubs, as the app loads it: the API origin is read when the module loads.
  const { writeSession: write } = await import("../../client/src/shared/session");

  write(session("first-token"));
  const link = createWsLink();
  const ticks: number[] = [];
  const stop = link.client.subscribe<{ tick: number }>({ query: "subscription { tick }" }, { next: (result) => result.data && ticks.push(result.data.tick), error: () => {}, complete: () => {} });
  cleanups.push(async () => {
    stop();
    await link.client.dispose();
  });

  await expect.poll(() => ticks.length, { timeout: 5000 }).toBeGreaterThan(0);
  expect(authorizations).toEqual(["Bearer first-token"]);

  // The session renews its token; then the server ends the socket as the old token expires.
  write(session("renewed-token"));
  sockets[0]!.close(4403, "Token expired");
  await expect.poll(() => authorizations.length, { timeout: 10_000 }).toBe(2);
  expect(authorizations[1]).toBe("Bearer renewed-token");
  const before = ticks.length;
  await expect.poll(() => ticks.length, { timeout: 5000 }).toBeGreaterThan(before);
}, 30_000);

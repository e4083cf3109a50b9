// Sends operations whose variables hold files as multipart requests (GraphQL multipart request spec), so
// `useMutation` works unchanged for uploads and the cache updates from the result like any other mutation.
import { ApolloLink } from "@apollo/client";
import { print } from "graphql";
import { Observable } from "rxjs";

function isFile(value: unknown): value is Blob {
  return typeof Blob !== "undefined" && value instanceof Blob;
}

/** Replaces every file in `value` with null and records its path (e.g. "variables.input.contractDocument"). */
function extractFiles(value: unknown, path: string, found: Array<{ path: string; file: Blob }>): unknown {
  if (isFile(value)) {
    found.push({ path, file: value });
    return null;
  }
  if (Array.isArray(value)) return value.map((item, index) => extractFiles(item, `${path}.${index}`, found));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, extractFiles(item, `${path}.${key}`, found)]));
  }
  return value;
}

export function hasFiles(variables: unknown): boolean {
  const found: Array<{ path: string; file: Blob }> = [];
  extractFiles(variables, "variables", found);
  return found.length > 0;
}

export function createUploadLink(uri: string): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<ApolloLink.Result>((observer) => {
        const files: Array<{ path: string; file: Blob }> = [];
        const variables = extractFiles(operation.variables, "variables", files);
        const form = new FormData();
        form.append("operations", JSON.stringify({ query: print(operation.query), operationName: operation.operationName, variables }));
        form.append("map", JSON.stringify(Object.fromEntries(files.map((entry, index) => [String(index), [entry.path]]))));
        files.forEach((entry, index) => form.append(String(index), entry.file, entry.file instanceof File ? entry.file.name : `file-${index}`));
        const headers: Record<string, string> = {
          ...((operation.getContext().headers as Record<string, string> | undefined) ?? {}),
          // Apollo Server's CSRF prevention only accepts multipart requests that carry this header.
          "Apollo-Require-Preflight": "true",
        };
        const controller = new AbortController();
        fetch(uri, { method: "POST", body: form, headers, signal: controller.signal })
          .then(async (response) => {
            const body = (await response.json().catch(() => null)) as ApolloLink.Result | null;
            if (!body) throw Object.assign(new Error(`Upload failed with HTTP ${response.status}`), { statusCode: response.status });
            observer.next(body);
            observer.complete();
          })
          .catch((error: unknown) => {
            if (!controller.signal.aborted) observer.error(error);
          });
        return () => controller.abort();
      }),
  );
}

// The GraphQL multipart request spec on /graphql: files become `Upload` variables (promises of FileUpload).
// Apollo's CSRF prevention still applies: a multipart request must carry `Apollo-Require-Preflight` (or another non-simple header).
import { Readable } from "node:stream";
import type { RequestHandler } from "express";
import { isMultipart, readMultipart } from "../lib/multipart.js";
import { ValidationError } from "../lib/errors.js";
import { jsonTooDeep, tooDeepMessage } from "../lib/json-depth.js";
import type { FileUpload } from "./upload.js";

/** The largest file any mutation accepts; each service applies its own, smaller, limit. */
export const MAX_GRAPHQL_UPLOAD_BYTES = 10 * 1024 * 1024;

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  let node: unknown = target;
  for (const [index, part] of parts.entries()) {
    if (node === null || typeof node !== "object" || part === "__proto__" || part === "constructor" || part === "prototype") {
      throw new ValidationError(`Invalid file map path: ${path}`);
    }
    const container = node as Record<string, unknown>;
    if (index === parts.length - 1) {
      if (!(part in container) || container[part] !== null) throw new ValidationError(`File map path must point at a null variable: ${path}`);
      container[part] = value;
    } else node = container[part];
  }
}

/** `maxDepth` bounds the nesting of the `operations` and `map` fields, checked before they are parsed. */
export function graphqlMultipart(maxDepth: number): RequestHandler {
  return async (req, _res, next) => {
    if (!isMultipart(req)) return next();
    // Let Apollo's CSRF check run first on the headers alone: without a preflight header it refuses before we read the body.
    const preflighted = Boolean(req.headers["apollo-require-preflight"] || req.headers["x-apollo-operation-name"]);
    if (!preflighted) {
      req.body = {};
      return next();
    }
    try {
      const { fields, files } = await readMultipart(req, { maxFileBytes: MAX_GRAPHQL_UPLOAD_BYTES, maxFiles: 10 });
      let operations: unknown;
      let map: unknown;
      if (jsonTooDeep(fields.operations ?? "", maxDepth) || jsonTooDeep(fields.map ?? "", maxDepth)) throw new ValidationError(tooDeepMessage(maxDepth));
      try {
        operations = JSON.parse(fields.operations ?? "");
        map = JSON.parse(fields.map ?? "{}");
      } catch {
        throw new ValidationError("The multipart fields 'operations' and 'map' must be JSON.");
      }
      if (!operations || typeof operations !== "object" || Array.isArray(operations)) throw new ValidationError("'operations' must be one GraphQL operation.");
      if (!map || typeof map !== "object" || Array.isArray(map)) throw new ValidationError("'map' must be an object.");
      for (const [fileField, paths] of Object.entries(map as Record<string, unknown>)) {
        const file = files.find((candidate) => candidate.field === fileField);
        if (!file) throw new ValidationError(`No file sent for map entry ${fileField}.`);
        if (!Array.isArray(paths)) throw new ValidationError(`Map entry ${fileField} must list paths.`);
        const upload: FileUpload = {
          filename: file.filename,
          mimetype: file.mimetype,
          encoding: "7bit",
          buffer: file.buffer,
          createReadStream: () => Readable.from(file.buffer),
        };
        for (const path of paths) {
          if (typeof path !== "string") throw new ValidationError(`Map entry ${fileField} must list paths as strings.`);
          setPath(operations as Record<string, unknown>, path, Promise.resolve(upload));
        }
      }
      req.body = operations;
      next();
    } catch (error) {
      next(error);
    }
  };
}

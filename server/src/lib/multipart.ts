// Reads multipart/form-data requests with hard limits; files are buffered in memory up to their cap.
import type { IncomingMessage } from "node:http";
import busboy from "busboy";
import { PayloadTooLargeError, ValidationError } from "./errors.js";
import { isStorableText, UNSTORABLE_TEXT } from "./validate.js";

export interface ReceivedFile {
  field: string;
  filename: string;
  mimetype: string;
  buffer: Buffer;
  /** True when the file was longer than `maxFileBytes` (only the first maxFileBytes+1 bytes are kept). */
  truncated: boolean;
}

export interface MultipartLimits {
  /** Largest file accepted; one byte more is kept so callers can tell "too large" apart. */
  maxFileBytes: number;
  maxFiles: number;
  maxFields?: number;
  maxFieldBytes?: number;
}

export function isMultipart(req: IncomingMessage): boolean {
  return /^multipart\/form-data/i.test(req.headers["content-type"] ?? "");
}

export function readMultipart(req: IncomingMessage, limits: MultipartLimits): Promise<{ fields: Record<string, string>; files: ReceivedFile[] }> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.maxFileBytes + 1,
          files: limits.maxFiles,
          fields: limits.maxFields ?? 50,
          fieldSize: limits.maxFieldBytes ?? 100_000,
          parts: (limits.maxFields ?? 50) + limits.maxFiles,
        },
      });
    } catch {
      reject(new ValidationError("Malformed multipart request."));
      return;
    }
    const fields: Record<string, string> = {};
    const files: ReceivedFile[] = [];
    let failure: Error | undefined;
    const pending: Array<Promise<void>> = [];

    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) failure ??= new PayloadTooLargeError(`The field ${name} is too large.`);
      if (!isStorableText(value)) failure ??= new ValidationError(UNSTORABLE_TEXT);
      fields[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      let size = 0;
      pending.push(
        new Promise<void>((done) => {
          stream.on("data", (chunk: Buffer) => {
            size += chunk.length;
            chunks.push(chunk);
          });
          stream.on("close", () => {
            files.push({ field, filename: info.filename ?? "", mimetype: info.mimeType, buffer: Buffer.concat(chunks, size), truncated: Boolean((stream as unknown as { truncated?: boolean }).truncated) });
            done();
          });
          stream.on("error", (error) => {
            failure ??= error;
            done();
          });
        }),
      );
    });
    parser.on("filesLimit", () => (failure ??= new PayloadTooLargeError(`At most ${limits.maxFiles} file(s) may be sent.`)));
    parser.on("fieldsLimit", () => (failure ??= new PayloadTooLargeError("Too many fields.")));
    parser.on("partsLimit", () => (failure ??= new PayloadTooLargeError("Too many parts.")));
    parser.on("error", () => reject(new ValidationError("Malformed multipart request.")));
    parser.on("close", () => {
      Promise.all(pending).then(() => (failure ? reject(failure) : resolve({ fields, files })), reject);
    });
    req.on("aborted", () => reject(new ValidationError("The upload was interrupted.")));
    req.pipe(parser);
  });
}

// A file received through the GraphQL multipart request spec, handed to resolvers as a promise of this.
import type { Readable } from "node:stream";

export interface FileUpload {
  filename: string;
  mimetype: string;
  encoding: string;
  /** The whole file, already received and size-checked. */
  buffer: Buffer;
  createReadStream(): Readable;
}

// File storage behind one interface; the default keeps files in a folder (a shared volume for several replicas).
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rm, writeFile, rename } from "node:fs/promises";
import path from "node:path";

export interface FileStore {
  /** Stores bytes under a new generated key (never a user-supplied name) and returns the key. */
  put(prefix: string, extension: string, data: Buffer): Promise<string>;
  /** Reads a stored file; null when it does not exist. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\/[0-9a-f-]{36}(-[a-z0-9]+)?\.[a-z0-9]{2,5}$/;

/** Files in a folder, written atomically (temp file then rename). */
export class FolderStore implements FileStore {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`Storage key escapes the store: ${key}`);
    return full;
  }

  async put(prefix: string, extension: string, data: Buffer): Promise<string> {
    const key = `${prefix}/${randomUUID()}.${extension}`;
    await this.write(key, data);
    return key;
  }

  /** Writes under an exact key produced by `put`'s naming scheme (e.g. a resized variant). */
  async write(key: string, data: Buffer): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    const temp = `${full}.${randomUUID()}.tmp`;
    await writeFile(temp, data);
    await rename(temp, full);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.resolve(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }
}

export function newStorageKey(prefix: string, extension: string, variant?: string): string {
  return `${prefix}/${randomUUID()}${variant ? `-${variant}` : ""}.${extension}`;
}

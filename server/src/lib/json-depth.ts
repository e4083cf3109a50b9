// Bounds how deeply JSON may nest, before anything recursive (stringify, cache keys, variable coercion, validation)
// walks it: a few kilobytes of `[[[[…` would otherwise overflow the stack there. Both checks are loops, never recursion.

/** The message every door answers with (HTTP 400, GraphQL BAD_USER_INPUT, socket error). */
export function tooDeepMessage(maxDepth: number): string {
  return `The JSON nests more than ${maxDepth} levels deep.`;
}

/**
 * True when raw JSON text (a string or UTF-8 bytes) opens more than `maxDepth` arrays or objects inside each other.
 * Brackets inside strings are skipped; the text need not be valid JSON (the parser that follows reports that).
 */
export function jsonTooDeep(raw: string | Uint8Array, maxDepth: number): boolean {
  const QUOTE = 0x22;
  const BACKSLASH = 0x5c;
  const bytes = typeof raw === "string" ? undefined : raw;
  const length = bytes ? bytes.length : (raw as string).length;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < length; i += 1) {
    const c = bytes ? bytes[i]! : (raw as string).charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i += 1;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/** True when an already parsed value (a WebSocket message's payload) nests more than `maxDepth` levels. */
export function valueTooDeep(value: unknown, maxDepth: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== "object") continue;
    if (depth + 1 > maxDepth) return true;
    for (const child of Object.values(node as Record<string, unknown>)) {
      if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
    }
  }
  return false;
}

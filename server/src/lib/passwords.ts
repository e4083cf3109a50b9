// Password hashing (argon2id) and the strength rules of Django's default validators, with their messages.
import argon2 from "argon2";

export interface HashSettings {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * At most half of libuv's thread pool hashes at once; further hashes wait here. argon2 runs on that pool, and so do
 * JWT signing and checking (WebCrypto), file and zlib work: a burst of logins queued on the pool itself held every
 * signed-in request behind all of them (measured: 0 signed-in answers in 8 s during 50 concurrent logins).
 */
const MAX_CONCURRENT_HASHES = Math.max(1, Math.floor((Number(process.env.UV_THREADPOOL_SIZE) || 4) / 2));
let hashing = 0;
const waiting: Array<() => void> = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else hashing += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, if any.
    const next = waiting.shift();
    if (next) next();
    else hashing -= 1;
  }
}

export function hashPassword(password: string, settings: HashSettings): Promise<string> {
  return limited(() => argon2.hash(password, { type: argon2.argon2id, ...settings }));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await limited(() => argon2.verify(hash, password));
  } catch {
    return false;
  }
}

/**
 * Whether a stored hash was made with other settings than the configured ones (older, stronger or weaker): the login
 * that has just verified it hashes the password again, so changed settings reach every account that signs in.
 * A hash argon2 cannot read is left alone (it cannot have verified either).
 */
export function passwordNeedsRehash(hash: string, settings: HashSettings): boolean {
  try {
    return argon2.needsRehash(hash, settings);
  } catch {
    return false;
  }
}

/** Frequently used passwords of 8 or more characters (shorter ones already fail the length rule). */
const COMMON_PASSWORDS = new Set(
  `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword 12345678 123456789 1234567890 11111111
  00000000 88888888 87654321 qwertyui qwertyuiop qwerty123 qwerty12 1q2w3e4r 1qaz2wsx zaq12wsx qazwsxedc asdfghjk asdfghjkl
  zxcvbnm1 zxcvbnmm iloveyou iloveyou1 iloveyou2 sunshine sunshine1 princess princess1 football football1 baseball
  welcome1 welcome123 abc12345 abcd1234 abcdefgh trustno1 letmein1 letmein123 superman whatever starwars michelle
  jennifer computer corvette mercedes admin123 administrator aaaaaaaa changeme changeme123 master123 monkey123 dragon123
  shadow123 football123 batman123 charlie1 jordan23 liverpool arsenal1 chelsea1 manchester iloveyou123 blessing
  blessings godisgood jesus123 jesuschrist nairobi1 nairobi123 kenya123 kenya2024 kenya2025 kenya2026 mombasa1 secret123
  password! password2 hello123 hello1234 welcome! q1w2e3r4 q1w2e3r4t5 1234qwer qwer1234 987654321 123123123 123321123
  maidmatch maidmatch1 maidmatch123`.split(/\s+/).filter(Boolean),
);

/** How alike two strings are, 0 to 1 (2 × longest common subsequence / total length), like difflib's ratio. */
function similarity(a: string, b: string): number {
  if (!a.length || !b.length) return 0;
  const row = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = 0;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = a[i - 1] === b[j - 1] ? diagonal + 1 : Math.max(row[j]!, row[j - 1]!);
      diagonal = above;
    }
  }
  return (2 * row[b.length]!) / (a.length + b.length);
}

export interface PasswordContext {
  email?: string;
  username?: string;
  firstName?: string;
  lastName?: string;
}

/** Returns every rule the password breaks, as messages; empty when it is acceptable. */
export function passwordProblems(password: string, context: PasswordContext): string[] {
  const problems: string[] = [];
  const lower = password.toLowerCase();
  const attributes: Array<[string, string | undefined]> = [
    ["username", context.username],
    ["email address", context.email],
    ["first name", context.firstName],
    ["last name", context.lastName],
  ];
  for (const [label, value] of attributes) {
    if (!value) continue;
    const parts = [value.toLowerCase(), ...value.toLowerCase().split(/\W+/)].filter((part) => part.length >= 3);
    if (parts.some((part) => similarity(lower, part) >= 0.7)) {
      problems.push(`The password is too similar to the ${label}.`);
      break;
    }
  }
  if (password.length < 8) problems.push("This password is too short. It must contain at least 8 characters.");
  if (COMMON_PASSWORDS.has(lower.trim())) problems.push("This password is too common.");
  if (/^\d+$/.test(password)) problems.push("This password is entirely numeric.");
  return problems;
}

import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { LRUCache } from 'lru-cache';
import type { Config } from '../config';
import { demoAdmin } from '../../lib/contract/published-secrets';

// Staff passwords, argon2id as PHC strings: docs/staff.md, "Passwords".

const hashWith = promisify(argon2);

const defaults = { memory: 19_456, passes: 2, parallelism: 1 } as const;
const TAG_BYTES = 32;
const SALT_BYTES = 16;

type Parameters = { memory: number; passes: number; parallelism: number };

const phc = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64').replace(/=+$/, '');

const derive = (password: string, salt: Uint8Array, parameters: Parameters, tagLength: number) =>
  hashWith('argon2id', { message: password, nonce: salt, tagLength, ...parameters });

/** The PHC string of a new password: `$argon2id$v=19$m=…,t=…,p=…$salt$hash`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const tag = await derive(password, salt, defaults, TAG_BYTES);
  const { memory, passes, parallelism } = defaults;
  return `$argon2id$v=19$m=${memory},t=${passes},p=${parallelism}$${b64(salt)}$${b64(tag)}`;
}

/** Whether `password` is the one `stored` was made from; false for a malformed string. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = phc.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, tag] = match;
  const expected = Buffer.from(tag!, 'base64');
  const given = await derive(
    password,
    Buffer.from(salt!, 'base64'),
    { memory: Number(memory), passes: Number(passes), parallelism: Number(parallelism) },
    expected.length,
  );
  return given.length === expected.length && timingSafeEqual(given, expected);
}

let unmatchable: Promise<string> | undefined;

/**
 * The hash an unknown address's sign-in is checked against: the same work, so the answer's time tells
 * nobody which addresses have an account. Made once, of a password nobody knows.
 */
export function unmatchableHash(): Promise<string> {
  unmatchable ??= hashPassword(randomBytes(32).toString('base64'));
  return unmatchable;
}

// The demo password printed in `.env.example` opens nothing on a public site (docs/staff.md, "Accounts and
// sessions"). One argon2 check per hash and process: a hash changes with its password, so what is known of
// a hash never goes stale, on any instance.
const known = new LRUCache<string, Promise<boolean>>({ max: 1000 });

/** True when `passwordHash` was made from the published demo password. */
export function isPublishedHash(passwordHash: string): Promise<boolean> {
  let answer = known.get(passwordHash);
  if (!answer) {
    answer = verifyPassword(demoAdmin.password, passwordHash);
    known.set(passwordHash, answer);
  }
  return answer;
}

/** True when a public site is asked to sign in with the published demo password (refused, with the reason). */
export const isPublishedPassword = (config: Config, password: string) =>
  config.publicSite && password === demoAdmin.password;

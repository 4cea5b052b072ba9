import { LRUCache } from 'lru-cache';
import type { Config } from '../config';
import { demoAdmin } from '../../lib/contract/published-secrets';
import { verifyPassword } from './password';

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

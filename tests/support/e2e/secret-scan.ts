// What the secrets test looks for. Kept apart from the test, and free of Playwright, so a unit test can
// plant a secret and prove the scan finds it: a scan that cannot find anything passes for ever.

/** The secrets of `secrets` that occur in `text`. */
export function secretsIn(text: string, secrets: readonly string[]): string[] {
  if (secrets.some((secret) => secret.length < 8))
    throw new Error('a secret this short would match anything');
  return secrets.filter((secret) => text.includes(secret));
}

// The backend's bearer tokens are 32 random bytes in base64url: 43 characters of [A-Za-z0-9_-].
const TOKEN_SHAPE = /(?<![A-Za-z0-9_-])[A-Za-z0-9_-]{43}(?![A-Za-z0-9_-])/g;

/**
 * Every string of `text` shaped like a bearer token. The tokens the site holds cannot be known from outside
 * (each sign-in issues a new one, and the backend keeps only their hashes), so the test asks the backend
 * whether any of these is live instead.
 */
export function tokenCandidates(text: string): string[] {
  return [...new Set(text.match(TOKEN_SHAPE) ?? [])];
}

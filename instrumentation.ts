// Runs once when a Next.js server starts. It starts obtaining the back-end tokens in the background, so the
// first visitor does not pay for the sign-ins. It never waits for them: a back end that is down (or absent,
// as during `next build`) must not stop the site from starting; the token keeper retries with backoff.
export async function register() {
  // The literal `process.env.NEXT_RUNTIME` check (not lib/env) is what Next needs to drop the Node-only
  // branch from an edge bundle, so the server-only modules below are imported only on Node.
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { buildPhase } = await import('@/lib/env');
  if (buildPhase) return;
  const { warmUpTokens } = await import('@/lib/api/services');
  warmUpTokens();
}

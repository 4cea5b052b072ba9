// Conditions the site must meet to take visitors, registered by the code that knows them (the token keepers
// in lib/api) and asked by the front's /readyz (server/health.ts). On globalThis: the two sides live in
// separate module graphs of one process.

export type ReadinessCheck = () => boolean;

const key = Symbol.for('agency-site.readiness-checks');
const store = globalThis as typeof globalThis & { [key]?: Map<string, ReadinessCheck> };
const checks: Map<string, ReadinessCheck> = (store[key] ??= new Map<string, ReadinessCheck>());

export function registerReadinessCheck(name: string, check: ReadinessCheck): void {
  checks.set(name, check);
}

/** The names of the registered conditions that do not hold now. */
export function failingReadinessChecks(): string[] {
  return [...checks].filter(([, check]) => !check()).map(([name]) => name);
}

/** How many conditions are registered (none before the app has loaded). */
export function readinessCheckCount(): number {
  return checks.size;
}

// The values anyone can read in `.env.example` and the code. They make the demo run on a laptop with no
// step; on a site the public reaches they would open the staff area and the services to everyone, so the
// site and the embedded backend refuse them there (docs/deploy.md, "The first public start").

/** The secrets the site and the embedded backend share, with their published demo values. */
export const demoServiceSecrets = {
  PANEL_API_TOKEN: 'demo-panel-api-token',
  PANEL_SALT: 'demo-panel-salt',
  MF_API_KEY: 'demo-mf-api-key',
  MF_SALT: 'demo-mf-salt',
  REVALIDATE_SECRET: 'demo-revalidate-secret',
} as const;

export type ServiceSecretName = keyof typeof demoServiceSecrets;

export const serviceSecretNames = Object.keys(demoServiceSecrets) as ServiceSecretName[];

/** The demo agency's first admin. */
export const demoAdmin = { email: 'admin@polanco.example', password: 'demo-staff-password' } as const;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** True for hosts that resolve to this machine. */
export function isLoopbackHost(hostname: string): boolean {
  return (
    loopbackHosts.has(hostname) || /^127(\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost')
  );
}

/** A site whose public address is not this machine: whatever NODE_ENV says, the public can reach it. */
export function isPublicSite(siteUrl: string): boolean {
  return !isLoopbackHost(new URL(siteUrl).hostname);
}

/**
 * The service secrets that, on a public site, are unset (so would fall back to the demo) or set to their
 * demo value, by name. Empty on a loopback site, where the demo keeps its convenience.
 */
export function publishedSecretsIn(siteUrl: string, values: Record<string, string | undefined>): string[] {
  if (!isPublicSite(siteUrl)) return [];
  return serviceSecretNames.filter((name) => !values[name] || values[name] === demoServiceSecrets[name]);
}

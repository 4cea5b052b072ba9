// A link to a profile on a social network: HTTPS, on one of the network's own hosts. Shared by the talent's
// links and the agency's own (talent-input.ts, social-input.ts).

export const networkHosts = {
  facebook: ['www.facebook.com', 'facebook.com', 'm.facebook.com'],
  instagram: ['www.instagram.com', 'instagram.com'],
  tiktok: ['www.tiktok.com', 'tiktok.com'],
} as const;

export function isNetworkLink(value: string, hosts: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && hosts.includes(url.hostname);
  } catch {
    return false;
  }
}

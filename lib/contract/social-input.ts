import { z } from 'zod';
import { isNetworkLink, networkHosts } from './network-link';

// The agency's social links (the footer's) as the staff area writes them and the embedded backend stores
// them: all three, since the panel's contract answers all three (docs/backend-contract.md). A refusal's
// message is its code, as in talent-input.ts.

export const socialNetworks = ['facebook', 'instagram', 'tiktok'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

const agencyLink = (network: SocialNetwork) =>
  z
    .string()
    .trim()
    .min(1)
    .max(300)
    .refine((value) => value === '' || isNetworkLink(value, networkHosts[network]), {
      error: 'link',
      params: { code: 'link' },
    });

export const socialLinksInputSchema = z.object({
  facebook: agencyLink('facebook'),
  instagram: agencyLink('instagram'),
  tiktok: agencyLink('tiktok'),
});
export type SocialLinksRecord = z.output<typeof socialLinksInputSchema>;

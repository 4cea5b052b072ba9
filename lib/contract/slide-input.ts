import { z } from 'zod';

// The home's and the reach-out page's slides as the staff area sends them and the embedded backend checks
// them: which slider, what kind, the words for who cannot see it, and an order. The files come beside.

export const slideTypes = ['slides', 'slidereach'] as const;
export type SlideType = (typeof slideTypes)[number];
export const slideKinds = ['image', 'video'] as const;

export const slideFieldsSchema = z.object({
  type: z.enum(slideTypes),
  kind: z.enum(slideKinds),
  alt: z.string().trim().min(1).max(200),
});

export const slideOrderSchema = z.object({
  type: z.enum(slideTypes),
  order: z.array(z.number().int().min(1)).min(1).max(100),
});

import type { TalentCard } from '@/lib/talent/card';

/** A roster card as the site shows one, for the tests of what a visitor does with it (favorites). */
export const anaCard: TalentCard = {
  id: 12,
  name: 'Ana Torres',
  slug: 'ana-torres',
  subtitle: 'Runway',
  coverUrl: null,
  age: 24,
  height: '178',
};

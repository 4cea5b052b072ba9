// A talent as the staff area's form sends it to the backend (POST /api/staff/talents), for the contract
// tests that need one made.

/** A valid new model, every field filled; `overrides` replaces or adds fields. */
export const staffTalent = (overrides: Record<string, unknown> = {}) => ({
  category: 'models',
  name: 'Zoe Staffcreated',
  birthdate: '2001-05-04',
  height: `178/5'10"`,
  bust: '86',
  waist: '61',
  hips: '90',
  shoes: '24',
  eyes: 'Green',
  hair: 'Blonde',
  tags: [2, 1],
  instagram: 'https://www.instagram.com/zoe.staff',
  tiktok: '',
  about: 'Nueva en la agencia.',
  ...overrides,
});

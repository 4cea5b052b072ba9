import { expect, test } from '../../support/e2e/fixtures';
import { nameSlug } from '@/lib/talent/slug';
import { rawProfile, rawTalents } from '../../support/e2e/backend-data';

// The back end answers colours and tags in English: the pages show them in their own language.
const tagIn = {
  Runway: { es: 'Pasarela', pt: 'Passarela' },
  Commercial: { es: 'Comercial', pt: 'Comercial' },
  'New face': { es: 'Nuevo rostro', pt: 'Novo rosto' },
} as const;

test('a card shows its first tag in the page language', async ({ page }) => {
  const { items } = await rawTalents(1);
  const index = items.slice(0, 20).findIndex((t) => (t.tags[0]?.name ?? '') in tagIn);
  expect(index).toBeGreaterThanOrEqual(0);
  const tag = items[index]!.tags[0]!.name as keyof typeof tagIn;
  for (const [path, expected] of [
    ['/models', tagIn[tag].es],
    ['/pt/models', tagIn[tag].pt],
    ['/en/models', tag],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('talent-card').nth(index).getByTestId('card-subtitle')).toHaveText(
      expected,
    );
  }
});

const eyesIn: Record<string, [string, string]> = {
  Brown: ['Café', 'Castanhos'],
  Green: ['Verde', 'Verdes'],
  Blue: ['Azul', 'Azuis'],
  Honey: ['Miel', 'Mel'],
};
const hairIn: Record<string, [string, string]> = {
  Black: ['Negro', 'Preto'],
  Brown: ['Castaño', 'Castanho'],
  Blonde: ['Rubio', 'Loiro'],
  Red: ['Pelirrojo', 'Ruivo'],
};

test('a profile shows eye and hair colours in the page language', async ({ page }) => {
  for (const [measure, table] of [
    ['eyes', eyesIn],
    ['hair', hairIn],
  ] as const) {
    let found: { id: number; name: string; value: string } | null = null;
    for (const talent of (await rawTalents(1)).items.slice(0, 30)) {
      const value = ((await rawProfile(talent.id)) as unknown as Record<string, string | null>)[measure];
      if (value && value in table) {
        found = { ...talent, value };
        break;
      }
    }
    expect(found, `a model whose ${measure} the table knows`).not.toBeNull();
    const path = `/models/${found!.id}/${nameSlug(found!.name)}`;
    const [es, pt] = table[found!.value]!;
    for (const [prefix, expected] of [
      ['', es],
      ['/pt', pt],
      ['/en', found!.value],
    ] as const) {
      await page.goto(`${prefix}${path}`);
      await expect(page.locator(`[data-measure="${measure}"] dd`)).toHaveText(expected);
    }
  }
});

import { describe, expect, it } from 'vitest';
import { composeSelectionMessage, MAX_MESSAGE } from '@/lib/forms/selection-message';
import { MAX_NOTE, MAX_SELECTION } from '@/lib/forms/form-values';
import { selectionSchema } from '@/lib/forms/selection-schema';

const base = { name: 'Ana', email: 'ana@example.com', phone: '+52 55 1234 5678' };

describe('selectionSchema', () => {
  it('takes ids as the form sends them, drops repeats and lets the note be left out', () => {
    const parsed = selectionSchema.parse({ ...base, talents: ['12', '7', '12'] });
    expect(parsed).toEqual({ ...base, note: '', talents: [12, 7] });
  });

  it.each([
    [[], 'required'],
    [['0'], 'invalidOption'],
    [['-1'], 'invalidOption'],
    [['1.5'], 'invalidOption'],
    [['abc'], 'invalidOption'],
    [['2147483648'], 'invalidOption'],
    [Array.from({ length: MAX_SELECTION + 1 }, (_, i) => String(i + 1)), 'tooMany'],
  ])('refuses talents %j with %s', (talents, code) => {
    const result = selectionSchema.safeParse({ ...base, talents });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toContainEqual([
      'talents',
      code,
    ]);
  });
});

describe('composeSelectionMessage', () => {
  const talents = [
    { name: 'Ana Torres', url: 'https://agency.example/models/12/ana-torres' },
    { name: 'Beto Ruiz', url: 'https://agency.example/talents/7/beto-ruiz' },
  ];

  it('lists each talent with its URL, then the note', () => {
    expect(composeSelectionMessage(talents, '  Junio, CDMX.  ')).toBe(
      [
        'Solicitud de selección desde el sitio web: 2 talentos.',
        '',
        '1. Ana Torres – https://agency.example/models/12/ana-torres',
        '2. Beto Ruiz – https://agency.example/talents/7/beto-ruiz',
        '',
        'Mensaje del visitante:',
        'Junio, CDMX.',
      ].join('\n'),
    );
  });

  it('says when there is no note, and counts one talent in the singular', () => {
    const message = composeSelectionMessage(talents.slice(0, 1), '   ');
    expect(message.split('\n')[0]).toBe('Solicitud de selección desde el sitio web: 1 talento.');
    expect(message.endsWith('El visitante no dejó mensaje.')).toBe(true);
  });

  // Longer names or site URLs can still overflow; the route answers 400 then (it measures the message).
  it('fits the contact message bound with the most talents, long names and the longest note', () => {
    const many = Array.from({ length: MAX_SELECTION }, (_, i) => ({
      name: 'María Fernanda Castillo',
      url: `https://www.polancomodels.mx/models/${100_000 + i}/maria-fernanda-castillo`,
    }));
    expect(composeSelectionMessage(many, 'n'.repeat(MAX_NOTE)).length).toBeLessThanOrEqual(MAX_MESSAGE);
  });
});

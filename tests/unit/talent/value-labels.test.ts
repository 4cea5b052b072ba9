import { describe, expect, it } from 'vitest';
import { localizeValue } from '@/lib/talent/value-labels';

describe('localizeValue', () => {
  it('gives a known colour in each locale, whatever language, case and accents it came in', () => {
    expect(localizeValue('eyes', 'Brown', 'es')).toBe('Café');
    expect(localizeValue('eyes', 'Brown', 'pt')).toBe('Castanhos');
    expect(localizeValue('eyes', 'Brown', 'en')).toBe('Brown');
    expect(localizeValue('hair', 'Dark Brown', 'es')).toBe('Castaño oscuro');
    expect(localizeValue('hair', 'castaño OSCURO', 'pt')).toBe('Castanho-escuro');
    expect(localizeValue('hair', 'Castanho-claro', 'en')).toBe('Light Brown');
    expect(localizeValue('hair', ' blond ', 'es')).toBe('Rubio');
    expect(localizeValue('eyes', 'Gray', 'pt')).toBe('Cinza');
  });

  it('keeps the colour of eyes and hair apart where the words differ', () => {
    expect(localizeValue('eyes', 'Brown', 'es')).toBe('Café');
    expect(localizeValue('hair', 'Brown', 'es')).toBe('Castaño');
  });

  it('translates tags and skills', () => {
    expect(localizeValue('tag', 'New face', 'es')).toBe('Nuevo rostro');
    expect(localizeValue('tag', 'Actress', 'pt')).toBe('Atriz');
    expect(localizeValue('skill', 'Dublagem', 'en')).toBe('Voice acting');
    expect(localizeValue('skill', 'Inglês fluente', 'es')).toBe('Inglés fluido');
  });

  it('shows an unknown value as it came (trimmed)', () => {
    expect(localizeValue('hair', ' Violeta eléctrico ', 'en')).toBe('Violeta eléctrico');
    expect(localizeValue('tag', 'Plus size', 'es')).toBe('Plus size');
    expect(localizeValue('eyes', '', 'es')).toBe('');
  });
});

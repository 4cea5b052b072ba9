import { describe, expect, it } from 'vitest';
import { mailLink, whatsAppLink } from '@/lib/staff/reply-links';

describe('whatsAppLink', () => {
  it('reads a Mexican number written without its country code as one', () => {
    expect(whatsAppLink('55 1234 5678')).toBe('https://wa.me/525512345678');
    expect(whatsAppLink('(55) 1234-5678')).toBe('https://wa.me/525512345678');
  });

  it('keeps a number written with its country code', () => {
    expect(whatsAppLink('+57 300 123 4567')).toBe('https://wa.me/573001234567');
    expect(whatsAppLink('+52 55 1234 5678')).toBe('https://wa.me/525512345678');
    expect(whatsAppLink('0052 55 1234 5678')).toBe('https://wa.me/00525512345678');
  });

  it('gives no link for what cannot be a phone number', () => {
    expect(whatsAppLink('12345')).toBeNull();
    expect(whatsAppLink('call me')).toBeNull();
    expect(whatsAppLink('1'.repeat(16))).toBeNull();
  });
});

describe('mailLink', () => {
  it('fills in the subject, encoding what an address or subject may hold', () => {
    expect(mailLink('ana+models@example.com', 'Polanco Models & co')).toBe(
      'mailto:ana%2Bmodels@example.com?subject=Polanco%20Models%20%26%20co',
    );
  });
});

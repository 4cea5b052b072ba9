import { describe, expect, it } from 'vitest';
import { agency, whatsappLink } from '@/lib/agency';

describe('agency identity', () => {
  it('sits in Polanco, Mexico City, with the map at zoom 15', () => {
    expect(agency.map).toEqual({ lat: 19.4326, lng: -99.1942, zoom: 15 });
  });

  it('links WhatsApp through wa.me with digits only', () => {
    expect(whatsappLink()).toBe(`https://wa.me/${agency.whatsapp}`);
    expect(whatsappLink('+52 (55) 1234-5678')).toBe('https://wa.me/525512345678');
  });
});

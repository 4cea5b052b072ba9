/**
 * The agency's identity, in one place for the footer, the contact map, SEO (JSON-LD) and downloads.
 * The name matches the embedded backend's default `AGENCY_NAME`.
 */
export const agency = {
  name: 'Polanco Models',
  legalName: 'Polanco Models S.A. de C.V.',
  email: 'hola@polancomodels.mx',
  /** E.164 digits without '+', as wa.me links want them. */
  whatsapp: '525512345678',
  whatsappDisplay: '+52 55 1234 5678',
  /** Opening hours, local time (America/Mexico_City). */
  hours: { weekdays: '10:00–19:00', saturday: '10:00–14:00' },
  address: {
    street: 'Av. Presidente Masaryk 111',
    locality: 'Polanco, Miguel Hidalgo',
    region: 'Ciudad de México',
    postalCode: '11560',
    country: 'MX',
  },
  /** Polanco, Mexico City; the contact map centres here at zoom 15 (a few streets around). */
  map: { lat: 19.4326, lng: -99.1942, zoom: 15 },
  platform: { name: 'Model Fusion', url: 'https://www.modelfusion.io' },
} as const;

/** The WhatsApp click-to-chat link for the agency's number. */
export function whatsappLink(number: string = agency.whatsapp): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

// One click to write back to whoever sent something: an e-mail with the subject filled in, or a WhatsApp
// chat with their number.

/** Mexico's country code: a 10-digit number written without one is a Mexican number (the agency's market). */
const DEFAULT_COUNTRY_CODE = '52';

/** The `https://wa.me/` link of a phone number as a person typed it, or null when it has too few digits. */
export function whatsAppLink(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8 || digits.length > 15) return null;
  const international =
    phone.trim().startsWith('+') || digits.length > 10 ? digits : DEFAULT_COUNTRY_CODE + digits;
  return `https://wa.me/${international}`;
}

export function mailLink(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

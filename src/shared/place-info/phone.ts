/**
 * A phone / WhatsApp number as staff type it (issue 31, decision 0031): international E.164 (`+6281234567890`)
 * or the Indonesian local form (`081234567890`, `0274 123456`), with spaces, dots, dashes or brackets
 * between the digits as people write them. It is stored as typed; the links are made from its digits.
 */
const SEPARATORS = /[\s.\-()]/g;
const E164 = /^\+[1-9]\d{7,14}$/;
/** A trunk 0, an area or mobile prefix not starting with 0, then the subscriber: 9 to 13 digits in all. */
const LOCAL = /^0[1-9]\d{7,11}$/;
export const PHONE_MAX = 30;

/** The number as `+<digits>` (E.164), or null when it is neither form. */
export function phoneE164(typed: string): string | null {
  if (typed.length > PHONE_MAX) return null;
  const compact = typed.trim().replace(SEPARATORS, '');
  if (E164.test(compact)) return compact;
  if (LOCAL.test(compact)) return `+62${compact.slice(1)}`;
  return null;
}

/** `tel:` and WhatsApp's `https://wa.me/<digits>` for a valid number; null otherwise. */
export function phoneLinks(typed: string): { tel: string; whatsapp: string } | null {
  const e164 = phoneE164(typed);
  return e164 ? { tel: `tel:${e164}`, whatsapp: `https://wa.me/${e164.slice(1)}` } : null;
}

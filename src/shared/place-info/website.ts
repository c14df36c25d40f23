export const WEBSITE_MAX = 2000;

/**
 * A web address a resident may be sent to: http or https only (never `javascript:`, `data:` or a file), with
 * a host. Returns the address as the URL parser writes it, or null.
 */
export function safeWebUrl(text: string): string | null {
  if (text.length > WEBSITE_MAX) return null;
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return null;
  if (url.username || url.password) return null;
  return url.href;
}

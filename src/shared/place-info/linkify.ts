import { phoneLinks } from './phone.ts';
import { safeWebUrl } from './website.ts';

/** A piece of a description: plain text, or a web address or phone number found in it, with its link. */
export type TextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'url'; text: string; href: string }
  | { kind: 'phone'; text: string; href: string };

/**
 * Web addresses (`http(s)://…` or `www.…`) and phone numbers (`+62…`, `08…`, `0274 …`); each candidate is
 * checked again by the rules the fields use, so a `javascript:` text or a date is never a link.
 */
const CANDIDATE =
  /(https?:\/\/[^\s<>"]+|www\.[^\s<>"]+)|((?<![\w+/])(?:\+[1-9]\d{0,2}[\s.-]?|0)\d{2,4}(?:[\s.-]?\d{2,5}){1,4}(?![\w]))/gi;

/** Punctuation that ends a sentence, not an address: `(lihat https://desa.id).` links `https://desa.id`. */
function trimTrailing(url: string): string {
  let end = url.length;
  for (;;) {
    const last = url[end - 1];
    if (last && '.,;:!?\'"'.includes(last)) end -= 1;
    else if (last === ')' && count(url.slice(0, end), '(') < count(url.slice(0, end), ')')) end -= 1;
    else return url.slice(0, end);
  }
}

const count = (text: string, char: string) => text.split(char).length - 1;

/**
 * Splits staff's plain text into pieces to render as text nodes and links (never as HTML): nothing else in
 * the text is interpreted, and line breaks stay in the text pieces.
 */
export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let plainFrom = 0;
  const pushText = (until: number) => {
    if (until > plainFrom) pieces.push({ kind: 'text', text: text.slice(plainFrom, until) });
  };
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index;
    if (match[1]) {
      const shown = trimTrailing(match[1]);
      const href = safeWebUrl(shown.toLowerCase().startsWith('www.') ? `https://${shown}` : shown);
      if (!href) continue;
      pushText(start);
      pieces.push({ kind: 'url', text: shown, href });
      plainFrom = start + shown.length;
    } else if (match[2]) {
      const links = phoneLinks(match[2]);
      if (!links) continue;
      pushText(start);
      pieces.push({ kind: 'phone', text: match[2], href: links.tel });
      plainFrom = start + match[2].length;
    }
  }
  pushText(text.length);
  return pieces;
}

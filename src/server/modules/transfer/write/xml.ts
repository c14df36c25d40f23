/** Characters XML 1.0 cannot carry at all, even escaped. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters to drop.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an element or a quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** `<tag>text</tag>`, or nothing for empty text. */
export function element(tag: string, text: string): string {
  return text ? `<${tag}>${escapeXml(text)}</${tag}>` : '';
}

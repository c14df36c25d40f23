const attribute = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/**
 * The `<iframe>` another site pastes to show this village's map (`/embed`, decision 0032): the absolute
 * address, a title for screen readers, a height a phone can scroll past, and the two features the map
 * asks a framing page to pass on (copying a place's link, "my location"). Pure.
 */
export function embedCode(origin: string, title: string): string {
  return `<iframe src="${attribute(`${origin}/embed`)}" title="${attribute(title)}" width="100%" height="480" style="border:0" loading="lazy" allow="clipboard-write; geolocation" referrerpolicy="strict-origin-when-cross-origin"></iframe>`;
}

/** Texts built from the product name (the `title` setting). Pure. */

export function productSubtitle(product: string): string {
  return `Sistem Informasi Geografis ${product}`;
}

/**
 * A page's tab title ends with the product; the public map's tab carries the subtitle instead (the screens
 * pass it in the language mode's words; the server's link previews keep the spec's).
 */
export function documentTitle(product: string, page?: string, subtitle = productSubtitle(product)): string {
  return page ? `${page} - ${product}` : `${product} - ${subtitle}`;
}

/** The roles screen names the product as a GIS in its tab title (spec section 1): 'Roles - GIS {product}'. */
export function gisDocumentTitle(product: string, page: string): string {
  return `${page} - GIS ${product}`;
}

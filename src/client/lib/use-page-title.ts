import { useEffect } from 'react';
import { m } from '../../shared/i18n/generated/messages.js';
import { documentTitle, gisDocumentTitle } from '../../shared/product-text.ts';
import { useProduct } from './use-product.ts';

interface PageTitleOptions {
  /** 'Roles - GIS {product}' instead of 'Roles - {product}' (spec section 1). */
  gis?: boolean;
}

/** Sets the tab title: `{page} - {product}`, or the public map's title when no page is given. */
export function usePageTitle(page?: string, { gis = false }: PageTitleOptions = {}): void {
  const { name } = useProduct();
  useEffect(() => {
    document.title =
      gis && page
        ? gisDocumentTitle(name, page)
        : documentTitle(name, page, m.product_subtitle({ product: name }));
  }, [name, page, gis]);
}

import { useEffect } from 'react';
import { documentTitle } from './product-text.ts';
import { useProduct } from './use-product.ts';

/** Sets the tab title: `{page} - {product}`, or the public map's title when no page is given. */
export function usePageTitle(page?: string): void {
  const { name } = useProduct();
  useEffect(() => {
    document.title = documentTitle(name, page);
  }, [name, page]);
}

import { MapPinned } from 'lucide-react';

/** The product's logo: a map pin on the brand gradient. Decorative; the text beside it names the product. */
export function BrandMark({ large = false }: { large?: boolean }) {
  return (
    <span className={large ? 'brand-mark brand-mark--lg' : 'brand-mark'} aria-hidden="true">
      <MapPinned strokeWidth={2.25} />
    </span>
  );
}

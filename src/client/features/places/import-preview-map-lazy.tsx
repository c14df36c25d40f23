import { lazy, Suspense } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { ImportPreviewMapProps } from './import-preview-map.tsx';

const ImportPreviewMap = lazy(async () => ({
  default: (await import('./import-preview-map.tsx')).ImportPreviewMap,
}));

/** The preview map in its own chunk: the import page loads deck.gl and MapLibre only once a preview exists. */
export function LazyImportPreviewMap(props: ImportPreviewMapProps) {
  return (
    <Suspense fallback={<div className="import-map import-map--loading">{m.loading_map_plain()}</div>}>
      <ImportPreviewMap {...props} />
    </Suspense>
  );
}

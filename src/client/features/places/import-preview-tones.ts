/** How the import preview tells its features apart, on the map and in the table. Pure. */
import { asGeometry } from '../../../shared/geo/as-geometry.ts';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { ImportFeature } from '../../../shared/schemas/transfer.ts';
import type { Place, Rgb } from '../../map/place.ts';

/** ok: imported as read; changed: imported with a change (a name given, text cut); skipped: left out. */
export type PreviewTone = 'ok' | 'changed' | 'skipped';

type Judged = Pick<ImportFeature, 'action' | 'problems'>;

export function previewTone(feature: Judged): PreviewTone {
  if (feature.action === 'skip') return 'skipped';
  return feature.problems.length > 0 ? 'changed' : 'ok';
}

/** Spec section 9's marker blue for the plain case; amber and red as the admin badges use them. */
export const TONE_COLOR: Record<PreviewTone, Rgb> = {
  ok: [14, 165, 233],
  changed: [217, 119, 6],
  skipped: [220, 38, 38],
};

/** Read when shown, so the text follows the language mode. */
export const TONE_LABEL: Record<PreviewTone, () => string> = {
  ok: m.import_tone_ok,
  changed: m.import_tone_changed,
  skipped: m.import_tone_skipped,
};

/**
 * One shape per feature, in the preview's order (so a picked shape maps back to its row): the geometry to
 * import, or for a skipped feature the refused shape when the server could still send one.
 */
export function previewShapes(features: readonly ImportFeature[]): Place[] {
  return features.map((feature) => ({
    geometry: asGeometry(feature.action === 'import' ? feature.geometry : feature.rejected_geometry),
    color: TONE_COLOR[previewTone(feature)],
  }));
}

/** Which features the map draws (by index), and how many of each tone. */
export function mapSummary(features: readonly ImportFeature[]): {
  drawn: Set<number>;
  counts: Record<PreviewTone, number>;
} {
  const drawn = new Set<number>();
  const counts: Record<PreviewTone, number> = { ok: 0, changed: 0, skipped: 0 };
  previewShapes(features).forEach((shape, index) => {
    if (!shape.geometry) return;
    drawn.add(index);
    counts[previewTone(features[index]!)]++;
  });
  return { drawn, counts };
}

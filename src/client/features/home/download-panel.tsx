import { Download } from 'lucide-react';
import { useState } from 'react';
import { EXPORT_FORMATS, type ExportFormat } from '../../../shared/export-formats.ts';
import { m } from '../../../shared/i18n/generated/messages.js';
import { sitePath } from '../../lib/site-path.ts';
import type { CatalogCategory } from './map-catalog.ts';

// The formats' own names; GPX says what it holds.
const FORMAT_LABEL: Record<ExportFormat, () => string> = {
  geojson: () => 'GeoJSON',
  kml: () => 'KML (Google Earth)',
  gpx: m.format_gpx,
  csv: () => 'CSV (WKT)',
};

/** The public export as a plain link: the browser downloads it, no script holds the file. */
export function exportHref(format: ExportFormat, categoryId: number | null): string {
  const query = new URLSearchParams({ format });
  if (categoryId !== null) query.set('category_id', String(categoryId));
  return sitePath(`/api/public/export?${query}`);
}

/** "Unduh data": every active map, or one category's, in the formats GIS tools and phones read. */
export function DownloadPanel({ categories }: { categories: readonly CatalogCategory[] }) {
  const [format, setFormat] = useState<ExportFormat>('geojson');
  const [category, setCategory] = useState('');
  // Uncategorized maps are only part of "all": they have no category of their own to export.
  const choices = categories.filter((entry) => entry.id !== null);
  return (
    <section className="pm-download" aria-labelledby="pm-download-title">
      <h3 id="pm-download-title" className="pm-download__title">
        {m.download_title()}
      </h3>
      <label className="pm-download__field">
        <span>{m.download_category()}</span>
        <select className="input" value={category} onChange={(event) => setCategory(event.target.value)}>
          <option value="">{m.download_all_categories()}</option>
          {choices.map((entry) => (
            <option key={entry.key} value={String(entry.id)}>
              {entry.name}
            </option>
          ))}
        </select>
      </label>
      <label className="pm-download__field">
        <span>{m.download_format()}</span>
        <select
          className="input"
          value={format}
          onChange={(event) => setFormat(event.target.value as ExportFormat)}
        >
          {EXPORT_FORMATS.map((value) => (
            <option key={value} value={value}>
              {FORMAT_LABEL[value]()}
            </option>
          ))}
        </select>
      </label>
      <a
        className="btn btn--secondary pm-download__button"
        href={exportHref(format, category ? Number(category) : null)}
        download
      >
        <Download size={18} aria-hidden="true" />
        {m.download_button()}
      </a>
    </section>
  );
}

import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { EXPORT_FORMATS, type ExportFormat } from '../../../shared/export-formats.ts';
import { m } from '../../../shared/i18n/generated/messages.js';
import { downloadWithToken } from '../../lib/download-with-token.ts';

/**
 * The back office export (inactive maps too). It needs the bearer token, which a plain link cannot send,
 * so the file is fetched and handed to the browser as a download.
 */
export function MapExportButton() {
  const [format, setFormat] = useState<ExportFormat>('geojson');
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadWithToken(`/api/admin/maps/export?format=${format}`, `petadesa-all.${format}`);
    } catch {
      toast.error(m.export_failed());
    } finally {
      setPending(false);
    }
  };
  return (
    <span className="map-export">
      <select
        className="input map-export__format"
        aria-label={m.export_format_label()}
        value={format}
        onChange={(event) => setFormat(event.target.value as ExportFormat)}
      >
        {EXPORT_FORMATS.map((value) => (
          <option key={value} value={value}>
            {value.toUpperCase()}
          </option>
        ))}
      </select>
      <button className="btn btn--secondary" type="button" disabled={pending} onClick={() => void download()}>
        {pending ? (
          <LoaderCircle className="icon-spin" size={18} aria-hidden="true" />
        ) : (
          <Download size={18} aria-hidden="true" />
        )}
        {m.export_button()}
      </button>
    </span>
  );
}

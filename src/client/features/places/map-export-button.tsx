import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { EXPORT_FORMATS, type ExportFormat } from '../../../shared/export-formats.ts';
import { m } from '../../../shared/i18n/generated/messages.js';
import { getSession } from '../../lib/session.ts';

/** The file name the server chose, from `Content-Disposition`. */
function fileNameOf(header: string | null, fallback: string): string {
  const encoded = header && /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
  return encoded ? decodeURIComponent(encoded) : fallback;
}

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
      const response = await fetch(`/api/admin/maps/export?format=${format}`, {
        headers: { Authorization: `Bearer ${getSession().token ?? ''}` },
      });
      if (!response.ok) throw new Error(String(response.status));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response.headers.get('content-disposition'), `petadesa-all.${format}`);
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
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

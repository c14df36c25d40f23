import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Position } from '../../../shared/geo/types.ts';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { PublicReport } from '../../../shared/schemas/reports.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { reportStatusWords } from '../../lib/report-status.ts';
import { sitePath } from '../../lib/site-path.ts';

/**
 * The verified resident reports as a layer of their own over the public map (issue 36), off until asked
 * for: publik ones where they are, anonim ones at their 50 m cell (the server sends them so), never a
 * rahasia one nor a name. Markers are HTML over the map (a few hundred at most), each a finger's target.
 */
export function useReportLayer() {
  const [shown, setShown] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const reports = useQuery({
    queryKey: ['public-reports'],
    queryFn: async (): Promise<PublicReport[]> => {
      const response = await fetch(sitePath('/api/public/reports'));
      if (!response.ok) throw new Error(response.statusText);
      return ((await response.json()) as { data: PublicReport[] }).data;
    },
    enabled: shown,
    staleTime: 60_000,
  });
  const toggle = () => {
    setShown((was) => !was);
    setOpen(null);
  };
  const list = shown ? (reports.data ?? []) : [];
  return { shown, toggle, list, open, setOpen };
}

export function ReportLayerToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  return (
    <button
      className={`pm-report-toggle${shown ? ' is-on' : ''}`}
      type="button"
      aria-pressed={shown}
      data-testid="report-layer-toggle"
      onClick={onToggle}
    >
      {m.report_layer()}
    </button>
  );
}

/** The markers and the open report's card, as children of the map's overlay (each takes its own clicks). */
export function reportMarkers(
  layer: ReturnType<typeof useReportLayer>,
  project: (position: Position) => [number, number],
) {
  const nodes = layer.list.map((report) => {
    const [x, y] = project([report.longitude, report.latitude]);
    return (
      <button
        key={report.id}
        className={`pm-report-marker pm-report-marker--${report.status}`}
        type="button"
        style={{ left: x, top: y }}
        aria-label={`${report.kind}: ${reportStatusWords(report.status)}`}
        data-testid="report-marker"
        onClick={() => layer.setOpen(report.id)}
      />
    );
  });
  const open = layer.list.find((report) => report.id === layer.open);
  if (open) {
    const [x, y] = project([open.longitude, open.latitude]);
    nodes.push(
      <div
        key="card"
        className="pm-report-card"
        style={{ left: x, top: y }}
        role="dialog"
        aria-label={open.kind}
      >
        <button
          className="pm-report-card__close"
          type="button"
          aria-label={m.sidebar_close()}
          onClick={() => layer.setOpen(null)}
        >
          ×
        </button>
        <strong>{open.kind}</strong>
        <span>
          {reportStatusWords(open.status)} · {formatDateTime(open.created_at)}
        </span>
        <p>{open.description}</p>
        {open.photos.map((photo) => (
          <img key={photo} src={sitePath(`/uploads/reports/${photo}`)} alt="" />
        ))}
      </div>,
    );
  }
  return nodes;
}

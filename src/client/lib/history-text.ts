/** How the history and the activity screen put a change into words. Pure. */
import { m } from '../../shared/i18n/generated/messages.js';
import type { HistoryEntry, ImportRecord } from '../../shared/schemas/history.ts';
import { formatDateTime } from './format-date.ts';
import { geometryWords } from './geometry-text.ts';

/** A field's value as one short line: a shape by its kind and size, a long text cut. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value.length > 120 ? `${value.slice(0, 119)}…` : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  // A user's roles, a role's permissions: their names.
  if (Array.isArray(value) && value.every((item) => typeof item === 'object' && item && 'name' in item)) {
    return value.length > 0 ? value.map(describeValue).join(', ') : '—';
  }
  if (typeof value === 'object' && 'type' in value && 'coordinates' in value) {
    return geometryWords(value);
  }
  if (typeof value === 'object' && 'name' in value) return String(value.name);
  const text = JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
}

/** 'Mengimpor 6 peta dari desa.kml ke Fasilitas Umum; 1 dilewati': an import as a whole. */
export function importSummary(record: ImportRecord): string {
  const said = { count: record.created, file: record.file_name, category: record.category.name };
  return record.skipped > 0
    ? m.activity_import_summary_skipped({ ...said, skipped: record.skipped })
    : m.activity_import_summary(said);
}

/** 'Changed name, geometry', 'Created', 'Restored the version of 3 Nov 2026 10.00'... */
export function entrySummary(
  entry: Pick<HistoryEntry, 'action' | 'changed' | 'restored_from' | 'last_writer_wins'>,
  fields: readonly { key: string; label: string }[] = [],
  restoredAt?: string,
): string {
  if (entry.action === 'create') return m.history_created();
  if (entry.action === 'delete') return m.history_deleted();
  if (entry.action === 'restore') return m.history_brought_back();
  if (entry.action === 'import') return m.activity_action_import();
  if (entry.restored_from !== null) {
    return restoredAt
      ? m.history_restored_of({ at: formatDateTime(restoredAt) })
      : m.history_restored_older();
  }
  // Only the fields the screen shows; bookkeeping that moves with them (an id beside its name) is left out.
  const labelled = entry.changed.flatMap((key) => fields.find((field) => field.key === key)?.label ?? []);
  const labels =
    labelled.length > 0 || fields.length > 0
      ? labelled
      : entry.changed.map((key) => key.replaceAll('_', ' '));
  const what = labels.length > 0 ? m.history_changed({ fields: labels.join(', ') }) : m.history_no_changes();
  return entry.last_writer_wins ? m.history_overwrote({ what }) : what;
}

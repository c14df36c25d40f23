import { useQuery } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { m } from '../../shared/i18n/generated/messages.js';
import type { HistoryEntry, HistoryVersion } from '../../shared/schemas/history.ts';
import { appErrorMessageOf, httpStatusOf } from '../lib/api-error.ts';
import { formatDateTime } from '../lib/format-date.ts';
import type { HistoryField } from '../lib/history-fields.ts';
import { describeValue, entrySummary } from '../lib/history-text.ts';
import { type Thing, thingName } from '../lib/thing-names.ts';
import { FieldSidesHead } from './ui/field-sides-head.tsx';
import './ui/admin-ui.css';

export interface HistoryPanelProps {
  /** The record: named in the texts, and in the query key. */
  thing: Thing;
  recordId: number;
  entries: { data?: { data: HistoryEntry[] }; isPending: boolean; isError: boolean; error?: unknown };
  /** Reads one version; without it (users, roles) the history lists the changes only. */
  loadVersion?: (entry: string) => Promise<HistoryVersion>;
  /** The record as it is now, to show each field's value then and now. */
  current: Record<string, unknown>;
  /** The fields shown, in order, with their labels (lib/history-fields.ts). */
  fields: HistoryField[];
  /** Set when the session may restore (the resource's edit permission). */
  onRestore?: ((entry: HistoryVersion) => Promise<unknown>) | null;
  /** The chosen version's shape beside the current one, for records that have one. */
  compare?: (version: HistoryVersion) => ReactNode;
}

/**
 * "Riwayat": every version of a record from the audit log, newest first; choosing one shows its fields
 * beside the current ones (and its shape on a map), and "Restore this version" saves it as a new version.
 * History only grows: nothing is rewritten.
 */
export function HistoryPanel(props: HistoryPanelProps) {
  const { thing, recordId, entries, loadVersion, current, fields, onRestore, compare } = props;
  const [chosen, setChosen] = useState<string | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const version = useQuery({
    queryKey: ['history-version', thing, recordId, chosen],
    queryFn: () => loadVersion!(chosen!),
    enabled: chosen !== null && loadVersion !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const list = entries.data?.data ?? [];
  const latest = list[0]?.id;
  const section = useRef<HTMLElement>(null);
  const loaded = entries.data !== undefined;
  // Opened from the activity screen's link (#history): the panel sits below a long form; bring it into view.
  useEffect(() => {
    if (loaded && window.location.hash === '#history') section.current?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const restore = async (entry: HistoryVersion) => {
    if (!onRestore) return;
    setRestoring(true);
    setFailure(null);
    try {
      await onRestore(entry);
      setChosen(null);
    } catch (error) {
      setFailure(appErrorMessageOf(error) ?? m.history_restore_failed());
    } finally {
      setRestoring(false);
    }
  };

  return (
    <section ref={section} id="history" className="card history" aria-labelledby="history-title">
      <h2 id="history-title" className="history__title">
        <History size={18} aria-hidden="true" />
        {m.history_title()}
      </h2>
      <p className="history__lead">
        {loadVersion
          ? m.history_lead_compare({ thing: thingName(thing) })
          : m.history_lead({ thing: thingName(thing) })}
      </p>
      {entries.isError ? (
        <p role="alert">
          {httpStatusOf(entries.error) === 403
            ? m.history_forbidden({ thing: thingName(thing) })
            : m.history_load_failed()}
        </p>
      ) : entries.isPending ? (
        <p>{m.history_loading()}</p>
      ) : list.length === 0 ? (
        <p>{m.history_empty()}</p>
      ) : (
        <ol className="history__list">
          {list.map((entry) => (
            <li key={entry.id} className={`history__entry${entry.id === chosen ? ' is-chosen' : ''}`}>
              {loadVersion ? (
                <button
                  type="button"
                  className="history__pick"
                  aria-pressed={entry.id === chosen}
                  onClick={() => setChosen(entry.id === chosen ? null : entry.id)}
                >
                  <EntryLine entry={entry} list={list} fields={fields} latest={latest} />
                </button>
              ) : (
                <div className="history__pick">
                  <EntryLine entry={entry} list={list} fields={fields} latest={latest} />
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
      {chosen !== null && (
        <div className="history__version" aria-live="polite">
          {version.isError ? (
            <p role="alert">{m.history_version_failed()}</p>
          ) : version.isPending ? (
            <p>{m.history_version_loading()}</p>
          ) : (
            <ChosenVersion
              version={version.data}
              current={current}
              fields={fields}
              isLatest={version.data.id === latest}
              restoring={restoring}
              onRestore={onRestore ? () => void restore(version.data) : null}
              compare={compare}
            />
          )}
          {failure && (
            <p className="history__failure" role="alert">
              {failure}
            </p>
          )}
        </div>
      )}
    </section>
  );
}

function EntryLine({
  entry,
  list,
  fields,
  latest,
}: {
  entry: HistoryEntry;
  list: HistoryEntry[];
  fields: HistoryPanelProps['fields'];
  latest: string | undefined;
}) {
  const restoredAt = list.find((other) => other.id === entry.restored_from)?.at;
  const summary = entrySummary(entry, fields, restoredAt);
  return (
    <>
      <span className="history__when">{formatDateTime(entry.at)}</span>
      <span className="history__who">{entry.by}</span>
      <span className="history__what">
        {entry.id === latest ? m.history_current_mark({ summary }) : summary}
      </span>
    </>
  );
}

function ChosenVersion({
  version,
  current,
  fields,
  isLatest,
  restoring,
  onRestore,
  compare,
}: {
  version: HistoryVersion;
  current: Record<string, unknown>;
  fields: HistoryPanelProps['fields'];
  isLatest: boolean;
  restoring: boolean;
  onRestore: (() => void) | null;
  compare: HistoryPanelProps['compare'];
}) {
  const then = (version.after ?? version.before ?? {}) as Record<string, unknown>;
  const restorable = version.after !== null && typeof version.after === 'object' && !isLatest;
  return (
    <>
      <h3 className="history__version-title">
        {version.after === null
          ? m.history_before_delete({ at: formatDateTime(version.at), by: version.by })
          : m.history_version_heading({
              version: String(version.version ?? ''),
              at: formatDateTime(version.at),
              by: version.by,
            })}
      </h3>
      <table className="history__table">
        <FieldSidesHead cellClass="history__cell" sides={[m.history_this_version(), m.history_now()]} />
        <tbody>
          {fields.map(({ key, label, show }) => {
            const say = (value: unknown) =>
              show && value != null && value !== '' ? show(value) : describeValue(value);
            const old = say(then[key]);
            const now = say(current[key]);
            // Two shapes of as many points read alike: the values themselves tell them apart.
            const differs = JSON.stringify(then[key] ?? null) !== JSON.stringify(current[key] ?? null);
            return (
              <tr key={key}>
                <th scope="row" className="history__cell">
                  {label}
                </th>
                <td className={`history__cell${differs ? ' is-different' : ''}`}>{old}</td>
                <td className="history__cell">{now}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {compare?.(version)}
      {onRestore && restorable && (
        <button type="button" className="btn btn--primary" disabled={restoring} onClick={onRestore}>
          <RotateCcw size={16} aria-hidden="true" />
          {restoring ? m.restoring() : m.history_restore_version()}
        </button>
      )}
      {isLatest && <p className="history__note">{m.history_is_current()}</p>}
    </>
  );
}

import { GitMerge } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { ConflictInfo } from '../../shared/errors.ts';
import { m } from '../../shared/i18n/generated/messages.js';
import { formatDateTime } from '../lib/format-date.ts';
import { type Thing, thingName } from '../lib/thing-names.ts';
import { FieldSidesHead } from './ui/field-sides-head.tsx';
import './ui/admin-ui.css';

export type Side = 'mine' | 'theirs';

/** One field that differs between what the user saved and what is stored now, as text to show. */
export interface ConflictField {
  key: string;
  label: string;
  mine: string;
  theirs: string;
  /** Which side is chosen at first: the saved one for a field the user did not touch, else the user's. */
  initial: Side;
}

/** 'This category was changed by ana at …': the sentence for what the 409 told. */
function conflictTitle(thing: Thing, by: string | null | undefined, at: string | null | undefined): string {
  const name = thingName(thing);
  const when = at ? formatDateTime(at, 'long') : null;
  if (by && when) return m.conflict_title_by_at({ thing: name, by, at: when });
  if (by) return m.conflict_title_by({ thing: name, by });
  if (when) return m.conflict_title_at({ thing: name, at: when });
  return m.conflict_title({ thing: name });
}

/**
 * Shown when a save is refused because someone else saved the record since the form was opened (409): each
 * field that differs, the user's value beside the stored one, chosen field by field, then saved together on
 * top of the stored version. Nothing is retyped and nothing is lost without a choice.
 */
export function ConflictResolver({
  thing,
  conflict,
  pending,
  onSave,
  onCancel,
}: {
  thing: Thing;
  /** What the 409 said, and the fields that differ (lib/use-conflict-save.ts). */
  conflict: { info: ConflictInfo; fields: ConflictField[] };
  pending: boolean;
  onSave: (choice: Record<string, Side>) => void;
  onCancel: () => void;
}) {
  const { fields } = conflict;
  const { changed_by: changedBy, changed_at: changedAt } = conflict.info;
  const section = useRef<HTMLElement>(null);
  // The screen opens above a long form: bring it into view. (A block body: newer browsers' scrollIntoView
  // returns a promise, which React would take for the effect's cleanup and call on unmount.)
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'start' });
  }, []);
  const [choice, setChoice] = useState<Record<string, Side>>(() =>
    Object.fromEntries(fields.map((field) => [field.key, field.initial])),
  );
  const all = (side: Side) => setChoice(Object.fromEntries(fields.map((field) => [field.key, side])));
  return (
    <section ref={section} className="card conflict" aria-labelledby="conflict-title">
      <h2 id="conflict-title" className="conflict__title">
        <GitMerge size={18} aria-hidden="true" />
        {conflictTitle(thing, changedBy, changedAt)}
      </h2>
      <p className="conflict__lead">{m.conflict_lead()}</p>
      <table className="conflict__table">
        <FieldSidesHead cellClass="conflict__cell" sides={[m.conflict_yours(), m.conflict_saved_now()]} />
        <tbody>
          {fields.map((field) => (
            <tr key={field.key}>
              <th scope="row" className="conflict__cell">
                {field.label}
              </th>
              {(['mine', 'theirs'] as const).map((side) => (
                <td key={side} className="conflict__cell">
                  <label className="conflict__option">
                    <input
                      type="radio"
                      name={`conflict-${field.key}`}
                      checked={choice[field.key] === side}
                      onChange={() => setChoice((current) => ({ ...current, [field.key]: side }))}
                      aria-label={
                        side === 'mine'
                          ? m.conflict_option_yours({ field: field.label })
                          : m.conflict_option_saved_now({ field: field.label })
                      }
                    />
                    <span className="conflict__value">
                      {(side === 'mine' ? field.mine : field.theirs) || m.conflict_empty()}
                    </span>
                  </label>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="conflict__actions">
        <button type="button" className="btn btn--secondary" onClick={() => all('mine')}>
          {m.conflict_keep_mine()}
        </button>
        <button type="button" className="btn btn--secondary" onClick={() => all('theirs')}>
          {m.conflict_take_saved()}
        </button>
        <button type="button" className="btn btn--secondary" onClick={onCancel} disabled={pending}>
          {m.conflict_back()}
        </button>
        <button type="button" className="btn btn--primary" onClick={() => onSave(choice)} disabled={pending}>
          {pending ? m.form_saving() : m.conflict_save_merged()}
        </button>
      </div>
    </section>
  );
}

/**
 * The conflict screen of an edit form, when its save met one (`lib/use-conflict-save.ts`'s flow): nothing
 * otherwise. Keyed by the saved version, so a newer conflict starts from its own defaults.
 */
export function ConflictScreen({
  thing,
  flow,
  pending,
}: {
  thing: Thing;
  flow: {
    conflict: { info: ConflictInfo; fields: ConflictField[]; saved: { version: number } } | null;
    resolve: (choice: Record<string, Side>) => Promise<void>;
    dismiss: () => void;
  };
  pending: boolean;
}) {
  const { conflict } = flow;
  if (!conflict) return null;
  return (
    <ConflictResolver
      key={conflict.saved.version}
      thing={thing}
      conflict={conflict}
      pending={pending}
      onSave={(choice) => void flow.resolve(choice)}
      onCancel={flow.dismiss}
    />
  );
}

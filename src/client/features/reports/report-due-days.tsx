import { useState } from 'react';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { ReportKind } from '../../../shared/schemas/reports.ts';
import { errorMessageOf } from '../../lib/api-error.ts';
import { trpc } from '../../lib/trpc.ts';

/**
 * How many days the village gives itself to handle each kind of report (issue 36: LAPOR! verifies within 3):
 * a report older than that is overdue in the list. One row a kind, saved on its own.
 */
export function ReportDueDays({ kinds }: { kinds: readonly ReportKind[] }) {
  return (
    <section className="card reports-due" aria-labelledby="reports-due-title">
      <h2 id="reports-due-title" className="reports-due__title">
        {m.reports_due_title()}
      </h2>
      <p className="field__hint">{m.reports_due_hint()}</p>
      <ul className="reports-due__list">
        {kinds.map((kind) => (
          <DueDaysRow key={`${kind.id}-${kind.due_days}`} kind={kind} />
        ))}
      </ul>
    </section>
  );
}

function DueDaysRow({ kind }: { kind: ReportKind }) {
  const [days, setDays] = useState(String(kind.due_days));
  const utils = trpc.useUtils();
  const save = trpc.reports.updateKind.useMutation({
    onSuccess: () => {
      toast.success(m.reports_due_saved({ kind: kind.name, days: Number(days) }));
      void utils.reports.kinds.invalidate();
      void utils.reports.list.invalidate();
    },
    onError: (error) => toast.error(errorMessageOf(error)),
  });
  const id = `due-days-${kind.id}`;
  return (
    <li className="reports-due__row">
      <label htmlFor={id}>{kind.name}</label>
      <span className="reports-due__input">
        <input
          id={id}
          className="input"
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
        <span>{m.reports_due_days_unit()}</span>
      </span>
      <button
        className="btn btn--secondary"
        type="button"
        disabled={save.isPending || days === String(kind.due_days)}
        onClick={() => save.mutate({ id: kind.id, due_days: Number(days) })}
      >
        {m.reports_due_save()}
      </button>
    </li>
  );
}

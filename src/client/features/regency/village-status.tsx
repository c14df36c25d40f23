import { useState } from 'react';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { VillageSummary } from '../../../shared/schemas/regency.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';

/** Closing is 30 days of read-only before the purge (regency.service.ts): the dialog names the day. */
const KEEP_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A village's status on the regency's screen: open, or closed with the day it will be deleted. The regency
 * admin closes a village after a confirmation that names that day, and opens a closed one again in one click
 * (nothing is lost by opening). The first village, which `/` serves, is never closed.
 */
export function VillageStatus({ row, onChanged }: { row: VillageSummary; onChanged: () => void }) {
  const { permissions } = useSession();
  const [asking, setAsking] = useState(false);
  const close = trpc.regency.closeVillage.useMutation();
  const reopen = trpc.regency.reopenVillage.useMutation();
  const purgeDay = formatDate(new Date(Date.now() + KEEP_MS));
  if (row.closed_at) {
    return (
      <span className="regency__status">
        <Badge tone="gray">{m.regency_closed_until({ date: formatDate(row.purge_at) })}</Badge>
        {mayCall(permissions, 'regency.reopenVillage') && (
          <button
            className="btn btn--secondary"
            type="button"
            disabled={reopen.isPending}
            onClick={() =>
              reopen.mutate(
                { id: row.id },
                {
                  onSuccess: () => {
                    toast.success(m.regency_reopened_toast({ name: row.name }));
                    onChanged();
                  },
                  onError: (error) => toast.error(error.message),
                },
              )
            }
          >
            {m.regency_reopen()}
          </button>
        )}
      </span>
    );
  }
  return (
    <span className="regency__status">
      <Badge tone="green">{m.regency_open()}</Badge>
      {row.closable && mayCall(permissions, 'regency.closeVillage') && (
        <>
          <button className="btn btn--secondary" type="button" onClick={() => setAsking(true)}>
            {m.regency_close()}
          </button>
          <ConfirmDialog
            open={asking}
            title={m.regency_close_title({ name: row.name })}
            description={m.regency_close_text({ date: purgeDay })}
            confirmLabel={m.regency_close()}
            pendingLabel={m.regency_closing()}
            pending={close.isPending}
            onCancel={() => setAsking(false)}
            onConfirm={() =>
              close.mutate(
                { id: row.id },
                {
                  onSuccess: () => {
                    setAsking(false);
                    toast.success(m.regency_closed_toast({ name: row.name, date: purgeDay }));
                    onChanged();
                  },
                  onError: (error) => {
                    setAsking(false);
                    toast.error(error.message);
                  },
                },
              )
            }
          />
        </>
      )}
    </span>
  );
}

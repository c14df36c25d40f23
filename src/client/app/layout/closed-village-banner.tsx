import { Lock } from 'lucide-react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { trpc } from '../../lib/trpc.ts';

/**
 * A village the regency closed is read-only until it is purged (decision 0058): its staff read why on every
 * screen of the back office, before a save is refused.
 */
export function ClosedVillageBanner() {
  const state = trpc.regency.villageState.useQuery(undefined, { staleTime: 60_000 });
  if (!state.data?.closed) return null;
  return (
    <div className="closed-village" role="status">
      <Lock size={18} aria-hidden="true" />
      <p>{m.api_village_closed()}</p>
    </div>
  );
}

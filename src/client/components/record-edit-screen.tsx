import { useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../shared/i18n/generated/messages.js';
import type { HistoryEntry, HistoryVersion } from '../../shared/schemas/history.ts';
import { FORBIDDEN_IS_ANSWER } from '../lib/api-error.ts';
import type { ConflictFieldSpec, SubmissionShape } from '../lib/form-conflict.ts';
import { historyFieldsOf } from '../lib/history-fields.ts';
import { mayCall } from '../lib/may-call.ts';
import {
  hasVersions,
  historyMayBeRefused,
  listRoute,
  type RecordScreens,
  type VersionedName,
} from '../lib/record-screens.ts';
import { useSession } from '../lib/session.ts';
import { thingName } from '../lib/thing-names.ts';
import { trpc } from '../lib/trpc.ts';
import { useConflictSave } from '../lib/use-conflict-save.ts';
import { usePageTitle } from '../lib/use-page-title.ts';
import { ConflictScreen } from './conflict-resolver.tsx';
import { HistoryPanel } from './history-panel.tsx';
import { ErrorState } from './ui/error-state.tsx';
import { LoadingState } from './ui/loading-state.tsx';
import { PageHeader } from './ui/page-header.tsx';

type EditedRecord = Record<string, unknown> & { id: number; version: number };

interface HistoryQuery {
  data?: { data: HistoryEntry[] };
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

/**
 * An edit screen of a resource with a lifecycle (decisions 0024, 0047): its header, the record loading or
 * failing, the form (given the record as it opened, whatever a refetch brings) and the "Riwayat" panel under
 * it, with "Restore this version" for a resource with versions, to those who may. A restored version is a
 * new record to edit from: the form starts again from it.
 */
export function RecordEditScreen<R extends EditedRecord>({
  screens,
  id,
  record,
  children,
  compare,
}: {
  screens: RecordScreens;
  id: number;
  /** The record's own `get` query (its type is the resource's). */
  record: { data?: R; isError: boolean };
  /** The form, mounted once the record is there. */
  children: (opened: R) => ReactNode;
  /** The chosen version's shape beside the current one, for records that have one. */
  compare?: (current: R, version: HistoryVersion) => ReactNode;
}) {
  usePageTitle(screens.title());
  const { name } = screens;
  const history = trpc[name].history.useQuery(
    { id },
    { enabled: id > 0, ...(historyMayBeRefused(name) ? FORBIDDEN_IS_ANSWER : {}) },
  );
  const [generation, setGeneration] = useState(0);
  const current = record.data;

  return (
    <div>
      <PageHeader title={screens.title()} subtitle={screens.subtitle()} />
      {record.isError || !(id > 0) ? (
        <ErrorState title={m.load_failed_thing({ thing: thingName(screens.thing) })} />
      ) : current === undefined ? (
        <LoadingState label={screens.loading()} />
      ) : (
        <>
          <KeptAsOpened key={`${current.id}-${generation}`} record={current} form={children} />
          {hasVersions(name) ? (
            <VersionedHistory
              screens={screens}
              name={name}
              id={id}
              history={history}
              current={current}
              compare={compare && ((version) => compare(current, version))}
              onRestored={() => setGeneration((value) => value + 1)}
            />
          ) : (
            <HistoryPanel
              thing={screens.thing}
              recordId={id}
              entries={history}
              current={current}
              fields={historyFieldsOf(name)}
            />
          )}
        </>
      )}
    </div>
  );
}

/** Keeps the record as the form first showed it: a refetch moves neither the version sent nor the form. */
function KeptAsOpened<R>({ record, form }: { record: R; form: (opened: R) => ReactNode }) {
  const [opened] = useState(record);
  return form(opened);
}

function VersionedHistory({
  screens,
  name,
  id,
  history,
  current,
  compare,
  onRestored,
}: {
  screens: RecordScreens;
  name: VersionedName;
  id: number;
  history: HistoryQuery;
  current: EditedRecord;
  compare?: (version: HistoryVersion) => ReactNode;
  onRestored: () => void;
}) {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const restore = trpc[name].restoreVersion.useMutation();
  const refresh = screens.useRefresh();
  const { permissions } = useSession();

  const restoreVersion = async (version: HistoryVersion) => {
    const saved = await restore.mutateAsync({ id, entry: version.id, version: current.version });
    queryClient.setQueryData(getQueryKey(trpc[name].get, { id }, 'query'), saved);
    onRestored();
    void refresh();
    void history.refetch();
    toast.success(m.version_restored());
  };

  return (
    <HistoryPanel
      thing={screens.thing}
      recordId={id}
      entries={history}
      loadVersion={(entry) => utils[name].version.fetch({ id, entry })}
      current={current}
      fields={historyFieldsOf(name)}
      onRestore={mayCall(permissions, `${name}.restoreVersion`) ? restoreVersion : null}
      compare={compare}
    />
  );
}

/**
 * Saving a resource's edit form (decision 0024): a 409 opens the conflict screen, field by field
 * (`conflictScreen`, shown above the form); a save goes back to the list with the resource's toast.
 */
export function useRecordSave<R extends { version: number }, S>(
  screens: RecordScreens,
  options: {
    /** The record as the form opened it. */
    opened: R;
    specs: readonly ConflictFieldSpec[];
    shape: SubmissionShape<S, R>;
    /** The resource's own `update` mutation. */
    update: { mutateAsync: (submission: NoInfer<S>) => Promise<unknown>; isPending: boolean };
  },
) {
  const { opened, specs, shape, update } = options;
  const navigate = useNavigate();
  const refresh = screens.useRefresh();
  const flow = useConflictSave({
    specs,
    opened,
    shape,
    mutate: (submission) => update.mutateAsync(submission),
    onSaved: () => {
      void refresh();
      toast.success(screens.updated());
      navigate(listRoute(screens.name));
    },
  });
  return {
    save: flow.save,
    pending: update.isPending,
    conflictScreen: <ConflictScreen thing={screens.thing} flow={flow} pending={update.isPending} />,
  };
}

import { useState } from 'react';
import { toast } from 'sonner';
import { hasAnyPermission, SETTINGS_EDIT } from '../../../shared/permissions.ts';
import type { HistoryVersion } from '../../../shared/schemas/history.ts';
import type { Setting } from '../../../shared/schemas/settings.ts';
import { HistoryPanel } from '../../components/history-panel.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LazyVersionCompareMap } from '../../components/version-compare-map-lazy.tsx';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { SettingForm } from './setting-form.tsx';
import { useInvalidateSettings } from './use-invalidate-settings.ts';

const HISTORY_FIELDS = [
  { key: 'title', label: 'Title' },
  { key: 'description', label: 'Description' },
  { key: 'map_center_lat', label: 'Map centre latitude' },
  { key: 'map_center_lng', label: 'Map centre longitude' },
  { key: 'map_zoom', label: 'Map zoom' },
  { key: 'village_boundary', label: 'Village boundary' },
];

export function SettingsPage() {
  usePageTitle('Edit Setting');
  const setting = trpc.settings.get.useQuery();
  const utils = trpc.useUtils();
  const history = trpc.settings.history.useQuery();
  const restore = trpc.settings.restoreVersion.useMutation();
  const invalidate = useInvalidateSettings();
  const { permissions } = useSession();

  // The form keeps the settings as it opened them (a refetch brought by someone else's change must not wipe
  // what is being typed); after a save or a restore of one's own it starts again from what was saved.
  const [generation, setGeneration] = useState(0);
  const startAgainFrom = (saved: Setting) => {
    utils.settings.get.setData(undefined, saved);
    setGeneration((value) => value + 1);
    void history.refetch();
  };

  const restoreVersion = async (version: HistoryVersion) => {
    const saved = await restore.mutateAsync({ entry: version.id, version: setting.data?.version });
    startAgainFrom(saved);
    void invalidate();
    toast.success('The version was restored as a new version.');
  };

  return (
    <div>
      <PageHeader
        title="Edit Setting"
        subtitle="The product's name, the default map view and the village boundary."
      />
      {setting.isError ? (
        <ErrorState title="Gagal memuat data setting." />
      ) : setting.isPending ? (
        <LoadingState label="Loading setting..." />
      ) : (
        <>
          <SettingForm key={generation} setting={setting.data} onSaved={startAgainFrom} />
          <HistoryPanel
            thing="settings"
            recordId={1}
            entries={history}
            loadVersion={(entry) => utils.settings.version.fetch({ entry })}
            current={setting.data}
            fields={HISTORY_FIELDS}
            onRestore={hasAnyPermission(permissions, SETTINGS_EDIT) ? restoreVersion : null}
            compare={(version) => (
              <LazyVersionCompareMap
                label="The chosen version's village boundary (amber) over the current one (grey)"
                comparesBoundary
                current={setting.data.village_boundary}
                chosen={(version.after as { village_boundary?: unknown } | null)?.village_boundary ?? null}
              />
            )}
          />
        </>
      )}
    </div>
  );
}

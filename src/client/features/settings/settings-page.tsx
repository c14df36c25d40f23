import { useState } from 'react';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { HistoryVersion } from '../../../shared/schemas/history.ts';
import type { Setting } from '../../../shared/schemas/settings.ts';
import { HistoryPanel } from '../../components/history-panel.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { LazyVersionCompareMap } from '../../components/version-compare-map-lazy.tsx';
import { historyFieldsOf } from '../../lib/history-fields.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session.ts';
import { thingName } from '../../lib/thing-names.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { EmbedSnippet } from './embed-snippet.tsx';
import { SettingForm } from './setting-form.tsx';
import { useInvalidateSettings } from './use-invalidate-settings.ts';

export function SettingsPage() {
  usePageTitle(m.settings_page_title());
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
    toast.success(m.version_restored());
  };

  return (
    <div>
      <PageHeader title={m.settings_page_title()} subtitle={m.settings_subtitle()} />
      {setting.isError ? (
        <ErrorState title={m.load_failed_thing({ thing: thingName('setting') })} />
      ) : setting.isPending ? (
        <LoadingState label={m.settings_loading()} />
      ) : (
        <>
          <SettingForm key={generation} setting={setting.data} onSaved={startAgainFrom} />
          <EmbedSnippet />
          <HistoryPanel
            thing="settings"
            recordId={1}
            entries={history}
            loadVersion={(entry) => utils.settings.version.fetch({ entry })}
            current={setting.data}
            fields={historyFieldsOf('settings')}
            onRestore={mayCall(permissions, 'settings.restoreVersion') ? restoreVersion : null}
            compare={(version) => (
              <LazyVersionCompareMap
                label={m.settings_compare_label()}
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

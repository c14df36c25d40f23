import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { SettingForm } from './setting-form.tsx';
import { settingValues } from './setting-values.ts';

export function SettingsPage() {
  usePageTitle('Edit Setting');
  const setting = trpc.settings.get.useQuery();

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
        <SettingForm
          key={setting.data.updated_at}
          initial={settingValues(setting.data)}
          version={setting.data.version}
        />
      )}
    </div>
  );
}

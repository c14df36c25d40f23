import { RefreshCw } from 'lucide-react';
import { useMemo } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { CheckboxList } from '../../components/ui/checkbox-list.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { trpc } from '../../lib/trpc.ts';
import { permissionSections } from './permission-sections.ts';

interface PermissionGroupsProps {
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  describedBy?: string;
}

/** The system's groups by name in the mode's words (the spec's texts show the name itself); others as named. */
const GROUP_NAME: Record<string, () => string> = {
  activity: m.perm_group_activity,
  categories: m.perm_group_categories,
  maps: m.perm_group_maps,
  permissions: m.perm_group_permissions,
  roles: m.perm_group_roles,
  settings: m.perm_group_settings,
  users: m.perm_group_users,
};

/** Every permission as a checkbox, grouped by the part of its name before the first hyphen (spec section 2). */
export function PermissionGroups({ selected, onToggle, describedBy }: PermissionGroupsProps) {
  const all = trpc.permissions.all.useQuery();
  const sections = useMemo(() => permissionSections(all.data ?? []), [all.data]);

  if (all.isPending) return <LoadingState label={m.role_permissions_loading()} />;
  if (all.isError) {
    return (
      <div className="alert alert--error alert-banner" role="alert">
        <p className="alert-banner__text">{m.role_permissions_load_failed()}</p>
        <button className="btn btn--secondary" type="button" onClick={() => void all.refetch()}>
          <RefreshCw size={16} aria-hidden="true" />
          {m.list_try_again()}
        </button>
      </div>
    );
  }
  return (
    <div className="scroll-area">
      {sections.map(({ group, items }) => (
        <fieldset className="fieldset check-group" key={group}>
          <legend className="check-group__title">
            {Object.hasOwn(GROUP_NAME, group) ? GROUP_NAME[group]!() : group}
          </legend>
          <CheckboxList items={items} selected={selected} onToggle={onToggle} describedBy={describedBy} />
        </fieldset>
      ))}
    </div>
  );
}

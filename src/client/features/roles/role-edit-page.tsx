import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { Role } from '../../../shared/schemas/roles.ts';
import { ConflictScreen } from '../../components/conflict-resolver.tsx';
import { HistoryPanel } from '../../components/history-panel.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { FORBIDDEN_IS_ANSWER } from '../../lib/api-error.ts';
import { type ConflictFieldSpec, idListSpec, idListText, valuesShape } from '../../lib/form-conflict.ts';
import { historyFieldsOf } from '../../lib/history-fields.ts';
import { thingName } from '../../lib/thing-names.ts';
import { trpc } from '../../lib/trpc.ts';
import { useConflictSave } from '../../lib/use-conflict-save.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { RoleForm, type RoleValues } from './role-form.tsx';
import { useInvalidateRoles } from './use-invalidate-roles.ts';

export function RoleEditPage() {
  usePageTitle(m.role_edit_title());
  const id = Number(useParams().id);
  const role = trpc.roles.get.useQuery({ id }, { enabled: id > 0 });
  // Only those who hold every permission of this role may read its history: a 403 is shown in the panel.
  const history = trpc.roles.history.useQuery({ id }, { enabled: id > 0, ...FORBIDDEN_IS_ANSWER });

  return (
    <div>
      <PageHeader title={m.role_edit_title()} subtitle={m.role_edit_subtitle()} />
      {role.isError || !(id > 0) ? (
        <ErrorState title={m.load_failed_thing({ thing: thingName('role') })} />
      ) : role.isPending ? (
        <LoadingState label={m.role_loading()} />
      ) : (
        <>
          <LoadedRoleForm key={role.data.id} role={role.data} />
          <HistoryPanel
            thing="role"
            recordId={id}
            entries={history}
            current={role.data}
            fields={historyFieldsOf('roles')}
          />
        </>
      )}
    </div>
  );
}

type RoleSave = RoleValues & { id: number; version?: number };

const editable = (role: Role): RoleValues => ({
  name: role.name,
  permission_ids: role.permissions.map((permission) => permission.id),
});

const ROLE_SHAPE = valuesShape<RoleValues, RoleSave, Role>(editable, (values) => ({
  name: values.name,
  permission_ids: idListText(values.permission_ids),
}));

/** Mounted once the record is there; keeps the role as the form opened it, whatever a refetch brings. */
function LoadedRoleForm({ role: current }: { role: Role }) {
  const [role] = useState(current);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const update = trpc.roles.update.useMutation();
  const invalidate = useInvalidateRoles();
  const specs: ConflictFieldSpec[] = [
    { key: 'name', label: m.role_field_name() },
    // The form's permission list has loaded every permission; the role's own name them until it has.
    idListSpec(
      'permission_ids',
      m.role_field_permissions(),
      () => utils.permissions.all.getData() ?? role.permissions,
    ),
  ];
  const conflictFlow = useConflictSave({
    specs,
    opened: role,
    shape: ROLE_SHAPE,
    mutate: (values) => update.mutateAsync(values),
    onSaved: () => {
      void invalidate();
      toast.success(m.role_updated_toast());
      navigate('/admin/roles');
    },
  });

  return (
    <>
      <ConflictScreen thing="role" flow={conflictFlow} pending={update.isPending} />
      <RoleForm
        mode="update"
        initial={editable(role)}
        pending={update.isPending}
        onSubmit={(values) => conflictFlow.save({ ...values, id: role.id, version: role.version })}
      />
    </>
  );
}

import { useParams } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { Role } from '../../../shared/schemas/roles.ts';
import { RecordEditScreen, useRecordSave } from '../../components/record-edit-screen.tsx';
import { idListSpec, idListText, valuesShape } from '../../lib/form-conflict.ts';
import { trpc } from '../../lib/trpc.ts';
import { RoleForm, type RoleValues } from './role-form.tsx';
import { roleScreens } from './role-screens.ts';

export function RoleEditPage() {
  const id = Number(useParams().id);
  const role = trpc.roles.get.useQuery({ id }, { enabled: id > 0 });
  return (
    <RecordEditScreen screens={roleScreens} id={id} record={role}>
      {(opened) => <LoadedRoleForm role={opened} />}
    </RecordEditScreen>
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

function LoadedRoleForm({ role }: { role: Role }) {
  const utils = trpc.useUtils();
  const edit = useRecordSave(roleScreens, {
    opened: role,
    specs: [
      { key: 'name', label: m.role_field_name() },
      // The form's permission list has loaded every permission; the role's own name them until it has.
      idListSpec(
        'permission_ids',
        m.role_field_permissions(),
        () => utils.permissions.all.getData() ?? role.permissions,
      ),
    ],
    shape: ROLE_SHAPE,
    update: trpc.roles.update.useMutation(),
  });

  return (
    <>
      {edit.conflictScreen}
      <RoleForm
        mode="update"
        initial={editable(role)}
        pending={edit.pending}
        onSubmit={(values) => edit.save({ ...values, id: role.id, version: role.version })}
      />
    </>
  );
}

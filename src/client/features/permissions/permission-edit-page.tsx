import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { Permission } from '../../../shared/schemas/permissions.ts';
import { ConflictScreen } from '../../components/conflict-resolver.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { valuesShape } from '../../lib/form-conflict.ts';
import { thingName } from '../../lib/thing-names.ts';
import { trpc } from '../../lib/trpc.ts';
import { useConflictSave } from '../../lib/use-conflict-save.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PermissionForm } from './permission-form.tsx';
import { useInvalidatePermissions } from './use-invalidate-permissions.ts';

export function PermissionEditPage() {
  usePageTitle(m.perm_edit_title());
  const id = Number(useParams().id);
  const permission = trpc.permissions.get.useQuery({ id }, { enabled: Number.isSafeInteger(id) && id > 0 });

  return (
    <div>
      <PageHeader title={m.perm_edit_title()} subtitle={m.perm_edit_subtitle()} />
      {permission.isError || !(id > 0) ? (
        <ErrorState title={m.load_failed_thing({ thing: thingName('permission') })} />
      ) : permission.isPending ? (
        <LoadingState label={m.perm_loading()} />
      ) : (
        <LoadedPermissionForm key={permission.data.id} permission={permission.data} />
      )}
    </div>
  );
}

type PermissionSave = { name: string; id: number; version?: number };

const PERMISSION_SHAPE = valuesShape<{ name: string }, PermissionSave, Permission>(
  (permission) => ({ name: permission.name }),
  (values) => ({ name: values.name }),
);

/** Mounted once the record is there; keeps the permission as the form opened it. */
function LoadedPermissionForm({ permission: current }: { permission: Permission }) {
  const [permission] = useState(current);
  const navigate = useNavigate();
  const update = trpc.permissions.update.useMutation();
  const invalidate = useInvalidatePermissions();
  const conflictFlow = useConflictSave({
    specs: [{ key: 'name', label: m.perm_field_name() }],
    opened: permission,
    shape: PERMISSION_SHAPE,
    mutate: (values) => update.mutateAsync(values),
    onSaved: () => {
      void invalidate();
      toast.success(m.perm_updated_toast());
      navigate('/admin/permissions');
    },
  });

  return (
    <>
      <ConflictScreen thing="permission" flow={conflictFlow} pending={update.isPending} />
      <PermissionForm
        mode="update"
        initialName={permission.name}
        pending={update.isPending}
        onSubmit={(values) =>
          conflictFlow.save({ ...values, id: permission.id, version: permission.version })
        }
      />
    </>
  );
}

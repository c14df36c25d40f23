import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { User } from '../../../shared/schemas/users.ts';
import { ConflictScreen } from '../../components/conflict-resolver.tsx';
import { HistoryPanel } from '../../components/history-panel.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { FORBIDDEN_IS_ANSWER } from '../../lib/api-error.ts';
import { type ConflictFieldSpec, idListSpec, idListText, valuesShape } from '../../lib/form-conflict.ts';
import { historyFieldsOf } from '../../lib/history-fields.ts';
import { useSession } from '../../lib/session.ts';
import { thingName } from '../../lib/thing-names.ts';
import { trpc } from '../../lib/trpc.ts';
import { useConflictSave } from '../../lib/use-conflict-save.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { UserForm, type UserValues } from './user-form.tsx';

export function UserEditPage() {
  usePageTitle(m.user_edit_title());
  const id = Number(useParams().id);
  const user = trpc.users.get.useQuery({ id }, { enabled: id > 0 });
  // Only those who hold every permission of this user may read their history: a 403 is shown in the panel.
  const history = trpc.users.history.useQuery({ id }, { enabled: id > 0, ...FORBIDDEN_IS_ANSWER });

  return (
    <div>
      <PageHeader title={m.user_edit_title()} subtitle={m.user_edit_subtitle()} />
      {user.isError || !(id > 0) ? (
        <ErrorState title={m.load_failed_thing({ thing: thingName('user') })} />
      ) : user.isPending ? (
        <LoadingState label={m.user_loading()} />
      ) : (
        <>
          <LoadedUserForm key={user.data.id} user={user.data} />
          <HistoryPanel
            thing="user"
            recordId={id}
            entries={history}
            current={user.data}
            fields={historyFieldsOf('users')}
          />
        </>
      )}
    </div>
  );
}

type UserSave = UserValues & { id: number; version?: number };
type Editable = Pick<UserValues, 'name' | 'username' | 'email' | 'role_ids'>;

const editable = (user: User): Editable => ({
  name: user.name,
  username: user.username,
  email: user.email,
  role_ids: user.roles.map((role) => role.id),
});

const USER_SHAPE = valuesShape<Editable, UserSave, User>(editable, (values) => ({
  name: values.name,
  username: values.username,
  email: values.email,
  // Left out, the roles stay as they are (the update's contract).
  role_ids: idListText(values.role_ids ?? []),
}));

/** Mounted once the record is there; keeps the user as the form opened them, whatever a refetch brings. */
function LoadedUserForm({ user: current }: { user: User }) {
  const [user] = useState(current);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const update = trpc.users.update.useMutation();
  const { user: signedIn } = useSession();
  const specs: ConflictFieldSpec[] = [
    { key: 'name', label: m.user_field_name() },
    { key: 'username', label: m.user_field_username() },
    {
      key: 'email',
      label: m.user_field_email(),
      same: (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase(),
    },
    // The form's role list has loaded every role; the user's own roles name them until it has.
    idListSpec('role_ids', m.user_field_roles(), () => utils.roles.all.getData() ?? user.roles),
  ];
  const conflictFlow = useConflictSave({
    specs,
    opened: user,
    shape: USER_SHAPE,
    mutate: (values) => update.mutateAsync(values),
    onSaved: () => {
      void utils.users.invalidate();
      toast.success(m.user_updated_toast());
      navigate('/admin/users');
    },
  });

  return (
    <>
      <ConflictScreen thing="user" flow={conflictFlow} pending={update.isPending} />
      <UserForm
        mode="update"
        self={signedIn?.id === user.id}
        initial={editable(user)}
        pending={update.isPending}
        onSubmit={(values) => conflictFlow.save({ ...values, id: user.id, version: user.version })}
      />
    </>
  );
}

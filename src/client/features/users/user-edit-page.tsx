import { useParams } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import type { User } from '../../../shared/schemas/users.ts';
import { RecordEditScreen, useRecordSave } from '../../components/record-edit-screen.tsx';
import { idListSpec, idListText, valuesShape } from '../../lib/form-conflict.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { UserForm, type UserValues } from './user-form.tsx';
import { userScreens } from './user-screens.ts';

export function UserEditPage() {
  const id = Number(useParams().id);
  const user = trpc.users.get.useQuery({ id }, { enabled: id > 0 });
  return (
    <RecordEditScreen screens={userScreens} id={id} record={user}>
      {(opened) => <LoadedUserForm user={opened} />}
    </RecordEditScreen>
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

function LoadedUserForm({ user }: { user: User }) {
  const utils = trpc.useUtils();
  const { user: signedIn } = useSession();
  const edit = useRecordSave(userScreens, {
    opened: user,
    specs: [
      { key: 'name', label: m.user_field_name() },
      { key: 'username', label: m.user_field_username() },
      {
        key: 'email',
        label: m.user_field_email(),
        same: (a, b) => a.trim().toLowerCase() === b.trim().toLowerCase(),
      },
      // The form's role list has loaded every role; the user's own roles name them until it has.
      idListSpec('role_ids', m.user_field_roles(), () => utils.roles.all.getData() ?? user.roles),
    ],
    shape: USER_SHAPE,
    update: trpc.users.update.useMutation(),
  });

  return (
    <>
      {edit.conflictScreen}
      <UserForm
        mode="update"
        self={signedIn?.id === user.id}
        initial={editable(user)}
        pending={edit.pending}
        onSubmit={(values) => edit.save({ ...values, id: user.id, version: user.version })}
      />
    </>
  );
}

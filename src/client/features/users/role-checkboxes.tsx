import { RefreshCw } from 'lucide-react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { CheckboxList } from '../../components/ui/checkbox-list.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { trpc } from '../../lib/trpc.ts';

interface RoleCheckboxesProps {
  selected: ReadonlySet<number>;
  onToggle: (id: number, checked: boolean) => void;
  describedBy?: string;
}

export function RoleCheckboxes({ selected, onToggle, describedBy }: RoleCheckboxesProps) {
  const roles = trpc.roles.all.useQuery();
  if (roles.isPending) return <LoadingState label={m.user_roles_loading()} />;
  if (roles.isError) {
    return (
      <div className="alert alert--error alert-banner" role="alert">
        <p className="alert-banner__text">{m.user_roles_load_failed()}</p>
        <button className="btn btn--secondary" type="button" onClick={() => void roles.refetch()}>
          <RefreshCw size={16} aria-hidden="true" />
          {m.list_try_again()}
        </button>
      </div>
    );
  }
  if (roles.data.length === 0) return <p className="field__hint">{m.user_roles_none_yet()}</p>;
  return (
    <div className="scroll-area">
      <CheckboxList items={roles.data} selected={selected} onToggle={onToggle} describedBy={describedBy} />
    </div>
  );
}

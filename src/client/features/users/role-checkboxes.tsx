import { RefreshCw } from 'lucide-react';
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
  if (roles.isPending) return <LoadingState label="Loading roles..." />;
  if (roles.isError) {
    return (
      <div className="alert alert--error alert-banner" role="alert">
        <p className="alert-banner__text">Failed to load roles</p>
        <button className="btn btn--secondary" type="button" onClick={() => void roles.refetch()}>
          <RefreshCw size={16} aria-hidden="true" />
          Try Again
        </button>
      </div>
    );
  }
  if (roles.data.length === 0) return <p className="field__hint">There are no roles yet.</p>;
  return (
    <div className="scroll-area">
      <CheckboxList items={roles.data} selected={selected} onToggle={onToggle} describedBy={describedBy} />
    </div>
  );
}

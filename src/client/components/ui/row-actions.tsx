import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import './admin-ui.css';

interface RowActionsProps {
  /** Names the row for screen readers: 'Edit maps-export', 'Delete maps-export'. */
  name: string;
  editTo?: string | null;
  onDelete?: (() => void) | null;
}

/** Edit and delete icons; each one only when the caller found the permission for it (spec section 6). */
export function RowActions({ name, editTo, onDelete }: RowActionsProps) {
  if (!editTo && !onDelete) return <span className="data-table__muted">—</span>;
  return (
    <div className="row-actions">
      {editTo && (
        <Link className="icon-btn" to={editTo} aria-label={`Edit ${name}`} title="Edit">
          <Pencil size={17} aria-hidden="true" />
        </Link>
      )}
      {onDelete && (
        <button
          className="icon-btn icon-btn--danger"
          type="button"
          onClick={onDelete}
          aria-label={`Delete ${name}`}
          title="Delete"
        >
          <Trash2 size={17} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

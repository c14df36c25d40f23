import { Pencil, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import './admin-ui.css';
import { m } from '../../../shared/i18n/generated/messages.js';

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
        <Link className="icon-btn" to={editTo} aria-label={m.row_edit_named({ name })} title={m.row_edit()}>
          <Pencil size={17} aria-hidden="true" />
        </Link>
      )}
      {onDelete && (
        <button
          className="icon-btn icon-btn--danger"
          type="button"
          onClick={onDelete}
          aria-label={m.row_delete_named({ name })}
          title={m.row_delete()}
        >
          <Trash2 size={17} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

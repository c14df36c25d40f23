import { Inbox, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import './admin-ui.css';
import { m } from '../../../shared/i18n/generated/messages.js';

interface EmptyStateProps {
  title: string;
  searching: boolean;
  /** The add link, when the user may add (spec section 2: 'Add New Role'). */
  add?: { to: string; label: string } | null;
}

export function EmptyState({ title, searching, add }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <span className="empty-state__icon" aria-hidden="true">
        <Inbox size={26} />
      </span>
      <p className="empty-state__title">{title}</p>
      {searching ? (
        <p className="empty-state__hint">{m.empty_other_keywords()}</p>
      ) : (
        add && (
          <Link className="btn btn--primary" to={add.to}>
            <Plus size={18} aria-hidden="true" />
            {add.label}
          </Link>
        )
      )}
    </div>
  );
}

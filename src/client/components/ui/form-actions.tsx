import { LoaderCircle, Save } from 'lucide-react';
import './admin-ui.css';

interface FormActionsProps {
  onCancel: () => void;
  pending: boolean;
  /** 'Save' on create, 'Update' on edit; 'Saving...' / 'Updating...' while the server works. */
  mode: 'create' | 'update';
  /** False hides the submit button (a user without the permission to change this). */
  canSubmit?: boolean;
}

export function FormActions({ onCancel, pending, mode, canSubmit = true }: FormActionsProps) {
  const label = mode === 'create' ? 'Save' : 'Update';
  const pendingLabel = mode === 'create' ? 'Saving...' : 'Updating...';
  return (
    <div className="form-actions">
      <button className="btn btn--secondary" type="button" onClick={onCancel}>
        Cancel
      </button>
      {canSubmit && (
        <button className="btn btn--primary" type="submit" disabled={pending}>
          {pending ? (
            <LoaderCircle className="icon-spin" size={18} aria-hidden="true" />
          ) : (
            <Save size={18} aria-hidden="true" />
          )}
          {pending ? pendingLabel : label}
        </button>
      )}
    </div>
  );
}

import { LoaderCircle, Save } from 'lucide-react';
import './admin-ui.css';
import { m } from '../../../shared/i18n/generated/messages.js';

interface FormActionsProps {
  onCancel: () => void;
  pending: boolean;
  /** 'Save' on create, 'Update' on edit; 'Saving...' / 'Updating...' while the server works. */
  mode: 'create' | 'update';
  /** False hides the submit button (a user without the permission to change this). */
  canSubmit?: boolean;
}

export function FormActions({ onCancel, pending, mode, canSubmit = true }: FormActionsProps) {
  const label = mode === 'create' ? m.form_save() : m.form_update();
  const pendingLabel = mode === 'create' ? m.form_saving() : m.form_updating();
  return (
    <div className="form-actions">
      <button className="btn btn--secondary" type="button" onClick={onCancel}>
        {m.cancel()}
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

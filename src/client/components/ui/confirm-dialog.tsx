import { LoaderCircle, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import './admin-ui.css';
import { m } from '../../../shared/i18n/generated/messages.js';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel?: string;
  pendingLabel?: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something is destroyed. The confirm button is not an `AlertDialog.Action`, because that would
 * close the dialog at once; it stays open (and busy) until the server answered.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = m.row_delete(),
  pendingLabel = m.deleting(),
  pending,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay" />
        <AlertDialog.Content className="dialog">
          <span className="dialog__icon" aria-hidden="true">
            <Trash2 size={22} />
          </span>
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__text">{description}</AlertDialog.Description>
          <div className="dialog__actions">
            <AlertDialog.Cancel className="btn btn--secondary" disabled={pending}>
              {m.cancel()}
            </AlertDialog.Cancel>
            <button className="btn btn--danger" type="button" onClick={onConfirm} disabled={pending}>
              {pending ? (
                <LoaderCircle className="icon-spin" size={18} aria-hidden="true" />
              ) : (
                <Trash2 size={18} aria-hidden="true" />
              )}
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

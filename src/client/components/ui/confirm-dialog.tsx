import { CircleHelp, LoaderCircle, Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import './admin-ui.css';
import { m } from '../../../shared/i18n/generated/messages.js';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel?: string;
  pendingLabel?: string;
  /** The cancel button's words, when going back means more than cancelling ("Kembali menggambar"). */
  cancelLabel?: string;
  /** 'question': nothing is destroyed, the user chooses between two ways on (a plain primary button). */
  tone?: 'danger' | 'question';
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before something is destroyed, or before a step the user may not mean (tone 'question'). The confirm button is not an `AlertDialog.Action`, because that would
 * close the dialog at once; it stays open (and busy) until the server answered.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = m.row_delete(),
  pendingLabel = m.deleting(),
  cancelLabel = m.cancel(),
  tone = 'danger',
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
          <span
            className={`dialog__icon${tone === 'question' ? ' dialog__icon--question' : ''}`}
            aria-hidden="true"
          >
            {tone === 'question' ? <CircleHelp size={22} /> : <Trash2 size={22} />}
          </span>
          <AlertDialog.Title className="dialog__title">{title}</AlertDialog.Title>
          <AlertDialog.Description className="dialog__text">{description}</AlertDialog.Description>
          <div className="dialog__actions">
            <AlertDialog.Cancel className="btn btn--secondary" disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button
              className={`btn ${tone === 'question' ? 'btn--primary' : 'btn--danger'}`}
              type="button"
              onClick={onConfirm}
              disabled={pending}
            >
              {pending ? (
                <LoaderCircle className="icon-spin" size={18} aria-hidden="true" />
              ) : (
                tone === 'danger' && <Trash2 size={18} aria-hidden="true" />
              )}
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

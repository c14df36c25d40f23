import { Printer } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { m } from '../../../shared/i18n/generated/messages.js';
import { QrCode, useQrCode } from './qr-code.tsx';

interface PlaceQrDialogProps {
  name: string;
  url: string;
  onClose: () => void;
}

/**
 * A QR code of a place's link, to print on a notice board: drawn in the browser by uqr, which is loaded
 * only when someone asks for a code. Printing shows the code, the place's name and its link alone.
 */
export function PlaceQrDialog({ name, url, onClose }: PlaceQrDialogProps) {
  // The same code as the one drawn below (uqr is loaded once): printing waits for it.
  const code = useQrCode(url);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog pm-qr" data-testid="place-qr">
          <Dialog.Title className="dialog__title">{name}</Dialog.Title>
          <Dialog.Description className="dialog__text">{m.qr_hint()}</Dialog.Description>
          <QrCode url={url} className="pm-qr__code" />
          <p className="pm-qr__url">{url}</p>
          <div className="dialog__actions pm-qr__actions">
            <Dialog.Close className="btn btn--secondary">{m.close()}</Dialog.Close>
            <button
              className="btn btn--primary"
              type="button"
              onClick={() => window.print()}
              disabled={!code}
            >
              <Printer size={16} aria-hidden="true" />
              {m.print()}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

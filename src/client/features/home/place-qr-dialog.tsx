import { Printer } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';

interface PlaceQrDialogProps {
  name: string;
  url: string;
  onClose: () => void;
}

/** The QR code's dark modules as one SVG path, a unit square each. */
function modulesPath(rows: readonly (readonly boolean[])[]): string {
  let path = '';
  rows.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return path;
}

/**
 * A QR code of a place's link, to print on a notice board: drawn in the browser by uqr, which is loaded
 * only when someone asks for a code. Printing shows the code, the place's name and its link alone.
 */
export function PlaceQrDialog({ name, url, onClose }: PlaceQrDialogProps) {
  const [code, setCode] = useState<{ size: number; path: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ encode }) => {
      const { data, size } = encode(url, { ecc: 'M', border: 2 });
      if (current) setCode({ size, path: modulesPath(data) });
    });
    return () => {
      current = false;
    };
  }, [url]);

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog pm-qr" data-testid="place-qr">
          <Dialog.Title className="dialog__title">{name}</Dialog.Title>
          <Dialog.Description className="dialog__text">{m.qr_hint()}</Dialog.Description>
          {code ? (
            <svg
              className="pm-qr__code"
              viewBox={`0 0 ${code.size} ${code.size}`}
              role="img"
              aria-label={m.qr_label({ url })}
              shapeRendering="crispEdges"
            >
              <rect width={code.size} height={code.size} fill="#ffffff" />
              <path d={code.path} fill="#000000" />
            </svg>
          ) : (
            <div className="pm-qr__code" aria-hidden="true" />
          )}
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

import { useEffect, useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';

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

/** A link's QR code, drawn by uqr, which is loaded only when a code is first shown; null meanwhile. */
export function useQrCode(url: string): { size: number; path: string } | null {
  const [code, setCode] = useState<{ url: string; size: number; path: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('uqr').then(({ encode }) => {
      const { data, size } = encode(url, { ecc: 'M', border: 2 });
      if (current) setCode({ url, size, path: modulesPath(data) });
    });
    return () => {
      current = false;
    };
  }, [url]);
  return code?.url === url ? code : null;
}

/** The code as an SVG (black on white, crisp when printed); an empty box of the same size meanwhile. */
export function QrCode({ url, className }: { url: string; className: string }) {
  const code = useQrCode(url);
  return code ? (
    <svg
      className={className}
      viewBox={`0 0 ${code.size} ${code.size}`}
      role="img"
      aria-label={m.qr_label({ url })}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect width={code.size} height={code.size} fill="#ffffff" />
      <path d={code.path} fill="#000000" />
    </svg>
  ) : (
    <div className={className} aria-hidden="true" />
  );
}

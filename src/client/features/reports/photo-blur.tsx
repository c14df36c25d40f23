import { type PointerEvent, useRef, useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';

export interface BlurRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * A report photo with a rectangle to drag over a face or a number plate (issue 36), in fractions of the
 * photo, so the size it is shown at does not matter; the server blurs it (pictures' blurArea).
 */
export function PhotoBlur({
  src,
  alt,
  busy,
  onBlur,
}: {
  src: string;
  alt: string;
  busy: boolean;
  onBlur: (rect: BlurRect) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const start = useRef<[number, number] | null>(null);
  const [rect, setRect] = useState<BlurRect | null>(null);

  const at = (event: PointerEvent): [number, number] => {
    const box = frame.current!.getBoundingClientRect();
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    return [clamp((event.clientX - box.left) / box.width), clamp((event.clientY - box.top) / box.height)];
  };
  const down = (event: PointerEvent) => {
    event.currentTarget.setPointerCapture(event.pointerId);
    start.current = at(event);
    setRect(null);
  };
  const move = (event: PointerEvent) => {
    if (!start.current) return;
    const [x0, y0] = start.current;
    const [x1, y1] = at(event);
    setRect({
      x: Math.min(x0, x1),
      y: Math.min(y0, y1),
      width: Math.abs(x1 - x0),
      height: Math.abs(y1 - y0),
    });
  };
  const up = () => {
    start.current = null;
  };

  return (
    <figure className="blur">
      <div
        ref={frame}
        className="blur__frame"
        data-testid="blur-frame"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
      >
        <img src={src} alt={alt} draggable={false} />
        {rect && (
          <span
            className="blur__rect"
            style={{
              left: `${rect.x * 100}%`,
              top: `${rect.y * 100}%`,
              width: `${rect.width * 100}%`,
              height: `${rect.height * 100}%`,
            }}
          />
        )}
      </div>
      <figcaption>
        <span>{m.reports_blur_hint()}</span>
        <button
          className="btn btn--secondary"
          type="button"
          disabled={busy || !rect || rect.width < 0.01 || rect.height < 0.01}
          onClick={() => rect && onBlur(rect)}
        >
          {m.reports_blur()}
        </button>
      </figcaption>
    </figure>
  );
}

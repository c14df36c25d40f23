import { ImageOff } from 'lucide-react';
import './admin-ui.css';
import { m } from '../../../shared/i18n/generated/messages.js';

/** A list row's picture; the row's name is in the next cell, so the picture itself says nothing more. */
export function Thumbnail({ src }: { src: string | undefined }) {
  if (!src) {
    return (
      <span className="thumb thumb--empty" role="img" aria-label={m.no_image()}>
        <ImageOff size={18} aria-hidden="true" />
      </span>
    );
  }
  return <img className="thumb" src={src} alt="" width={48} height={48} loading="lazy" decoding="async" />;
}

import { useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { imageUrl } from '../../lib/site-path.ts';

/**
 * A place's photos in its popup: the chosen one large (the first at the start), the others as a strip of
 * thumbnails to tap, each 44 px. Images load lazily, so a popup costs only the photo it shows.
 */
export function PlacePhotos({ photos, name }: { photos: readonly string[]; name: string }) {
  const [shown, setShown] = useState(0);
  const current = photos[Math.min(shown, photos.length - 1)];
  if (!current) return null;
  return (
    <div className="pm-photos">
      <img
        className="pm-popup__image"
        src={imageUrl('maps', current)}
        alt={photos.length > 1 ? m.place_info_photo_alt({ number: String(shown + 1), name }) : name}
        loading="lazy"
        decoding="async"
      />
      {photos.length > 1 && (
        <ul className="pm-photos__strip" aria-label={m.place_info_photos_label({ name })}>
          {photos.map((photo, index) => (
            <li key={photo}>
              <button
                className="pm-photos__thumb"
                type="button"
                aria-pressed={index === shown}
                aria-label={m.place_info_photo_alt({ number: String(index + 1), name })}
                onClick={() => setShown(index)}
              >
                <img src={imageUrl('maps', photo)} alt="" loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

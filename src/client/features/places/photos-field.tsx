import { ArrowUpToLine, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import { MAX_PHOTOS } from '../../../shared/schemas/place-info.ts';
import { Field, fieldProps } from '../../components/ui/field.tsx';
import { imageUrl } from '../../lib/site-path.ts';
import './photos-field.css';

export interface PhotosValue {
  /** The stored photos to keep, in order; the first is the image. */
  kept: string[];
  /** New photos, added after the kept ones when saved. */
  added: File[];
}

interface PhotosFieldProps {
  value: PhotosValue;
  onChange: (value: PhotosValue) => void;
  /** The spec's image input holds a new first photo (it replaces the first, or becomes it). */
  imageChosen: boolean;
  error?: string;
}

function FilePreview({ file, alt }: { file: File; alt: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    const url = URL.createObjectURL(file);
    setSrc(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return src ? <img className="photos-field__image" src={src} alt={alt} /> : null;
}

/**
 * A place's photos beside the spec's image field (decision 0031): the stored ones with "make main" and
 * "remove", and new ones to add, up to five in all. Made-main and removed photos take effect on saving.
 */
export function PhotosField({ value, onChange, imageChosen, error }: PhotosFieldProps) {
  const total = Math.max(value.kept.length, imageChosen ? 1 : 0) + value.added.length;
  const room = MAX_PHOTOS - total;
  const makeFirst = (index: number) =>
    onChange({ ...value, kept: [value.kept[index]!, ...value.kept.filter((_, i) => i !== index)] });
  const removeKept = (index: number) =>
    onChange({ ...value, kept: value.kept.filter((_, i) => i !== index) });
  const removeAdded = (index: number) =>
    onChange({ ...value, added: value.added.filter((_, i) => i !== index) });

  return (
    <Field id="map-photos" label={m.place_info_field_photos({ max: String(MAX_PHOTOS) })} error={error}>
      <div className="photos-field">
        {(value.kept.length > 0 || value.added.length > 0) && (
          <ol className="photos-field__list" data-testid="photos-list">
            {value.kept.map((photo, index) => (
              <li key={photo} className="photos-field__item">
                <img className="photos-field__image" src={imageUrl('maps', photo)} alt="" />
                {index === 0 ? (
                  <span className="photos-field__main">{m.place_info_photo_main()}</span>
                ) : (
                  <button
                    className="btn btn--secondary photos-field__button"
                    type="button"
                    onClick={() => makeFirst(index)}
                    aria-label={m.place_info_photo_make_first({ number: String(index + 1) })}
                    title={m.place_info_photo_make_first({ number: String(index + 1) })}
                  >
                    <ArrowUpToLine size={16} aria-hidden="true" />
                  </button>
                )}
                <button
                  className="btn btn--secondary photos-field__button"
                  type="button"
                  onClick={() => removeKept(index)}
                  aria-label={m.place_info_photo_remove({ number: String(index + 1) })}
                  title={m.place_info_photo_remove({ number: String(index + 1) })}
                >
                  <Trash2 size={16} aria-hidden="true" />
                </button>
              </li>
            ))}
            {value.added.map((file, index) => {
              const number = String(value.kept.length + index + 1);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: files chosen twice are still two photos
                <li key={index} className="photos-field__item">
                  <FilePreview file={file} alt={`${file.name} (${m.place_info_photo_new()})`} />
                  <span className="photos-field__main">{m.place_info_photo_new()}</span>
                  <button
                    className="btn btn--secondary photos-field__button"
                    type="button"
                    onClick={() => removeAdded(index)}
                    aria-label={m.place_info_photo_remove({ number })}
                    title={m.place_info_photo_remove({ number })}
                  >
                    <Trash2 size={16} aria-hidden="true" />
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        <label className="btn btn--secondary photos-field__add" aria-disabled={room <= 0}>
          {m.place_info_photo_add()}
          <input
            {...fieldProps('map-photos', error)}
            className="sr-only"
            type="file"
            name="new_photos"
            multiple
            disabled={room <= 0}
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(event) => {
              const files = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
              event.target.value = '';
              if (files.length) onChange({ ...value, added: [...value.added, ...files] });
            }}
          />
        </label>
      </div>
    </Field>
  );
}

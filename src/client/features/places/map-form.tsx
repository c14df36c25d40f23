import { Crosshair, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { m } from '../../../shared/i18n/generated/messages.js';
import {
  MAP_STATUSES,
  type MapStatus,
  mapCreateInput,
  mapUpdateInput,
} from '../../../shared/schemas/maps.ts';
import { OPENING_HOURS_MAX } from '../../../shared/schemas/place-info.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Field, fieldProps } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ImageField } from '../../components/ui/image-field.tsx';
import { errorFor, fieldErrorsFromIssues } from '../../lib/form-errors.ts';
import { geometryTypeName } from '../../lib/geometry-text.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import type { DrawingMapHandle, UnfinishedShape } from '../../map-editor/drawing-map-lazy.tsx';
import { CategorySelect } from './category-select.tsx';
import { DrawingMapSlot } from './drawing-map-slot.tsx';
import { COORDINATE_DECIMALS, MAP_TYPES, type MapType } from './map-form-state.ts';
import { PhotosField, type PhotosValue } from './photos-field.tsx';
import type { MapFormStateHandle } from './use-map-form-state.ts';

export interface MapDetails {
  name: string;
  description: string;
  address: string;
  category_id: string;
  status: MapStatus;
  opening_hours: string;
  phone: string;
  website: string;
}

interface MapFormProps {
  mode: 'create' | 'update';
  initial?: MapDetails;
  /** The record being edited; sent as `id` with the form. */
  recordId?: number;
  /** The version of the record the form was opened on; sent, so a save over someone else's change is refused. */
  version?: number;
  geometry: MapFormStateHandle;
  currentImage?: string;
  /** The stored photos in order (the first is the image). */
  currentPhotos?: readonly string[];
  pending: boolean;
  /** Gets the multipart form of spec section 7 (geometry only when given). */
  onSubmit: (form: FormData) => Promise<unknown>;
}

// Read when shown, so the texts follow the language mode.
const STATUS_LABEL: Record<MapStatus, () => string> = {
  active: m.map_status_active,
  inactive: m.map_status_inactive,
};

/** A geometry as the textarea expects it: GeoJSON, the same in every language. */
const GEOMETRY_PLACEHOLDER = '{"type": "Point", "coordinates": [112.23307, -7.54684]}';

export function MapForm({
  mode,
  initial,
  recordId,
  version,
  geometry,
  currentImage,
  currentPhotos = [],
  pending,
  onSubmit,
}: MapFormProps) {
  const [details, setDetails] = useState<MapDetails>(
    initial ?? {
      name: '',
      description: '',
      address: '',
      category_id: '',
      status: 'active',
      opening_hours: '',
      phone: '',
      website: '',
    },
  );
  const [image, setImage] = useState<File | null>(null);
  const [photos, setPhotos] = useState<PhotosValue>({ kept: [...currentPhotos], added: [] });
  const { errors, formError, formRef, showErrors, showServerError, clearErrors } = useFormErrors();
  const goBack = useGoBack('/admin/maps');
  const { state } = geometry;
  const drawingMap = useRef<DrawingMapHandle>(null);

  // The map's centre as the place's coordinates, for a shape whose label should sit elsewhere.
  const takeCurrentView = () => {
    const view = drawingMap.current?.currentView();
    if (!view) return;
    geometry.setLatitude(view.latitude.toFixed(COORDINATE_DECIMALS));
    geometry.setLongitude(view.longitude.toFixed(COORDINATE_DECIMALS));
  };

  const set =
    (field: keyof MapDetails) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setDetails((current) => ({ ...current, [field]: event.target.value }));
  const setCategory = (value: string) => setDetails((current) => ({ ...current, category_id: value }));

  // Issue 32: a save that would leave the place off the map, or drop a shape half drawn, asks first.
  const [question, setQuestion] = useState<'no-geometry' | UnfinishedShape | null>(null);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const unfinished = drawingMap.current?.unfinished() ?? null;
    if (unfinished) return setQuestion(unfinished);
    // Only a new place: an edit that sends no geometry keeps the stored one (spec section 7).
    if (mode === 'create' && !state.geometryText.trim()) return setQuestion('no-geometry');
    void save();
  };

  const save = async () => {
    const form = new FormData();
    if (recordId !== undefined) form.set('id', String(recordId));
    if (version !== undefined) form.set('version', String(version));
    form.set('name', details.name);
    form.set('description', details.description);
    form.set('address', details.address);
    form.set('opening_hours', details.opening_hours);
    form.set('phone', details.phone);
    form.set('website', details.website);
    form.set('latitude', state.latitude.trim());
    form.set('longitude', state.longitude.trim());
    form.set('category_id', details.category_id);
    form.set('status', details.status);
    if (state.geometryText.trim()) form.set('geometry', state.geometryText);
    if (image) form.set('image', image);
    // Sent only when changed, so a save that leaves the photos alone cannot undo someone else's.
    if (photos.kept.join('\n') !== currentPhotos.join('\n')) form.set('photos', JSON.stringify(photos.kept));
    for (const file of photos.added) form.append('new_photos', file);
    const schema = mode === 'create' ? mapCreateInput : mapUpdateInput;
    const parsed = schema.safeParse(form);
    if (!parsed.success) return showErrors(fieldErrorsFromIssues(parsed.error.issues));
    clearErrors();
    try {
      await onSubmit(form);
    } catch (error) {
      showServerError(error);
    }
  };

  const e = (key: string) => errorFor(errors, key);

  return (
    <form className="form-layout form-layout--wide" ref={formRef} onSubmit={submit} noValidate>
      <div className="card form-card">
        <FormAlert message={formError} />
        <ImageField
          id="map-image"
          label={mode === 'create' ? m.map_field_image() : m.map_field_image_optional()}
          currentSrc={photos.kept[0] === currentPhotos[0] ? currentImage : undefined}
          file={image}
          onChange={setImage}
          error={e('Image')}
        />
        <PhotosField value={photos} onChange={setPhotos} imageChosen={image !== null} error={e('Photos')} />
        <Field id="map-name" label={m.map_field_name()} error={e('Name')}>
          <input
            {...fieldProps('map-name', e('Name'))}
            className="input"
            name="name"
            value={details.name}
            onChange={set('name')}
            autoComplete="off"
            required
          />
        </Field>
        <Field id="map-description" label={m.map_field_description()} error={e('Description')}>
          <textarea
            {...fieldProps('map-description', e('Description'))}
            className="input"
            name="description"
            rows={3}
            value={details.description}
            onChange={set('description')}
          />
        </Field>
        <Field id="map-address" label={m.map_field_address()} error={e('Address')}>
          <input
            {...fieldProps('map-address', e('Address'))}
            className="input"
            name="address"
            value={details.address}
            onChange={set('address')}
            autoComplete="off"
          />
        </Field>
        <Field id="map-opening-hours" label={m.place_info_field_opening_hours()} error={e('OpeningHours')}>
          <textarea
            {...fieldProps('map-opening-hours', e('OpeningHours'))}
            className="input"
            name="opening_hours"
            rows={2}
            maxLength={OPENING_HOURS_MAX}
            value={details.opening_hours}
            onChange={set('opening_hours')}
            placeholder={m.place_info_hours_placeholder()}
          />
        </Field>
        <div className="form-row">
          <Field id="map-phone" label={m.place_info_field_phone()} error={e('Phone')}>
            <input
              {...fieldProps('map-phone', e('Phone'))}
              className="input"
              name="phone"
              type="tel"
              inputMode="tel"
              value={details.phone}
              onChange={set('phone')}
              placeholder={m.place_info_phone_placeholder()}
              autoComplete="off"
            />
          </Field>
          <Field id="map-website" label={m.place_info_field_website()} error={e('Website')}>
            <input
              {...fieldProps('map-website', e('Website'))}
              className="input"
              name="website"
              type="url"
              inputMode="url"
              value={details.website}
              onChange={set('website')}
              placeholder={m.place_info_website_placeholder()}
              autoComplete="off"
            />
          </Field>
        </div>
        <div className="form-row">
          <CategorySelect
            value={details.category_id}
            onChange={setCategory}
            preselectFirst={mode === 'create'}
            error={e('CategoryId')}
          />
          {/* Edit has no Type: it is derived from the stored geometry (spec section 2). */}
          {mode === 'create' && (
            <Field id="map-type" label={m.map_field_type()}>
              <select
                id="map-type"
                className="input"
                value={state.type}
                onChange={(event) => geometry.setType(event.target.value as MapType)}
              >
                {MAP_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {geometryTypeName(type)}
                  </option>
                ))}
              </select>
            </Field>
          )}
        </div>
        <div className="form-row">
          <Field id="map-latitude" label={m.map_field_latitude()} error={e('Latitude')}>
            <input
              {...fieldProps('map-latitude', e('Latitude'))}
              className="input"
              name="latitude"
              inputMode="decimal"
              value={state.latitude}
              onChange={(event) => geometry.setLatitude(event.target.value)}
              placeholder={m.map_example_placeholder({ value: '-7.54684' })}
              autoComplete="off"
            />
          </Field>
          <Field id="map-longitude" label={m.map_field_longitude()} error={e('Longitude')}>
            <input
              {...fieldProps('map-longitude', e('Longitude'))}
              className="input"
              name="longitude"
              inputMode="decimal"
              value={state.longitude}
              onChange={(event) => geometry.setLongitude(event.target.value)}
              placeholder={m.map_example_placeholder({ value: '112.23307' })}
              autoComplete="off"
            />
          </Field>
        </div>
        <Field id="map-status" label={m.map_field_status()} error={e('Status')}>
          <select
            {...fieldProps('map-status', e('Status'))}
            className="input"
            name="status"
            value={details.status}
            onChange={set('status')}
          >
            {MAP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABEL[status]()}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="card form-card">
        <DrawingMapSlot ref={drawingMap} geometry={geometry} recordId={recordId} />
        <Field id="map-geometry" label={m.map_field_raw_geometry()} error={e('Geometry')}>
          <textarea
            {...fieldProps('map-geometry', e('Geometry'))}
            className="input input--code"
            name="geometry"
            rows={8}
            spellCheck={false}
            value={state.geometryText}
            onChange={(event) => geometry.setGeometryText(event.target.value)}
            placeholder={GEOMETRY_PLACEHOLDER}
          />
        </Field>
        <div className="form-tools">
          <button className="btn btn--secondary" type="button" onClick={takeCurrentView}>
            <Crosshair size={16} aria-hidden="true" />
            {m.map_use_current_view()}
          </button>
          <button
            className="btn btn--secondary"
            type="button"
            onClick={geometry.resetGeometry}
            disabled={!state.geometryText}
          >
            <RotateCcw size={16} aria-hidden="true" />
            {m.map_reset_geometry()}
          </button>
        </div>
      </div>
      <div className="form-layout__actions">
        <FormActions mode={mode} pending={pending} onCancel={goBack} />
      </div>
      <ConfirmDialog
        open={question !== null}
        tone="question"
        title={
          question === 'no-geometry'
            ? m.map_save_no_geometry_title()
            : question?.kind === 'line'
              ? m.map_save_unfinished_line_title()
              : m.map_save_unfinished_area_title()
        }
        description={
          question === 'no-geometry'
            ? m.map_save_no_geometry_text()
            : m.map_save_unfinished_text({ count: question?.points ?? 0 })
        }
        confirmLabel={
          question === 'no-geometry'
            ? m.map_save_no_geometry_confirm()
            : question?.finishable
              ? m.map_save_unfinished_confirm()
              : m.map_save_unfinished_discard()
        }
        cancelLabel={m.map_save_back_to_drawing()}
        pending={false}
        onCancel={() => setQuestion(null)}
        onConfirm={() => {
          const asked = question;
          setQuestion(null);
          if (asked === 'no-geometry') void save();
          else if (asked?.finishable) drawingMap.current?.finish();
          else drawingMap.current?.discard();
        }}
      />
    </form>
  );
}

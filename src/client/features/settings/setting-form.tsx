import { Crosshair, RotateCcw } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { m } from '../../../shared/i18n/generated/messages.js';
import { LANGUAGE_MODES, type LanguageMode } from '../../../shared/i18n/language.ts';
import { type Setting, settingUpdateInput } from '../../../shared/schemas/settings.ts';
import { MAX_ZOOM, MIN_ZOOM } from '../../../shared/settings-defaults.ts';
import { ConflictScreen } from '../../components/conflict-resolver.tsx';
import { LANGUAGE_NAME } from '../../components/language-menu.tsx';
import { Field, fieldProps } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { type ConflictFieldSpec, sameNumber, valuesShape } from '../../lib/form-conflict.ts';
import { errorFor, fieldErrorsFromIssues } from '../../lib/form-errors.ts';
import { canonicalGeometry, geometryTextSummary } from '../../lib/geometry-text.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { useConflictSave } from '../../lib/use-conflict-save.ts';
import { useFormErrors } from '../../lib/use-form-errors.ts';
import { useGoBack } from '../../lib/use-go-back.ts';
import type { DrawingMapHandle } from '../../map-editor/drawing-map-lazy.tsx';
import { BoundaryFilePicker } from './boundary-file-picker.tsx';
import { BoundaryMapSlot } from './boundary-map-slot.tsx';
import { boundaryJsonError, type SettingValues, settingValues } from './setting-values.ts';
import { useInvalidateSettings } from './use-invalidate-settings.ts';

type SettingSave = SettingValues & { version?: number };

/** The fields a conflict compares, named in the current language (read as the form renders). */
const conflictSpecs = (): ConflictFieldSpec[] => [
  { key: 'title', label: m.settings_title_label() },
  { key: 'description', label: m.settings_description_label() },
  { key: 'map_center_lat', label: m.settings_lat_label(), same: sameNumber },
  { key: 'map_center_lng', label: m.settings_lng_label(), same: sameNumber },
  { key: 'map_zoom', label: m.settings_zoom_label(), same: sameNumber },
  {
    key: 'language',
    label: m.setting_default_language(),
    show: (mode) => (Object.hasOwn(LANGUAGE_NAME, mode) ? LANGUAGE_NAME[mode as LanguageMode]() : mode),
  },
  {
    key: 'village_boundary',
    label: m.settings_boundary_label(),
    same: (a, b) => canonicalGeometry(a) === canonicalGeometry(b),
    show: geometryTextSummary,
  },
];

/** A boundary as the textarea expects it: GeoJSON, the same in every language. */
const BOUNDARY_PLACEHOLDER = '{"type": "Polygon", "coordinates": [...]}';

const SETTING_SHAPE = valuesShape<SettingValues, SettingSave, Setting>(settingValues, (values) => ({
  ...values,
}));

/**
 * `setting`: the stored settings as the form opened them; their version is sent, so a save over a newer
 * change opens the conflict screen instead of overwriting it. `onSaved` gets the settings as saved.
 */
export function SettingForm({
  setting: current,
  onSaved,
}: {
  setting: Setting;
  onSaved: (saved: Setting) => void;
}) {
  // The settings as the form opened them: a refetch (someone else's change) must not move the version sent.
  const [setting] = useState(current);
  const initial = useMemo(() => settingValues(setting), [setting]);
  const [values, setValues] = useState(initial);
  const { permissions } = useSession();
  const canEdit = mayCall(permissions, 'settings.update');
  const goBack = useGoBack('/admin/dashboard');
  const invalidateSettings = useInvalidateSettings();
  const update = trpc.settings.update.useMutation();
  const { errors, formError, formRef, showErrors, showServerError, clearErrors } = useFormErrors();
  const conflictFlow = useConflictSave({
    specs: conflictSpecs(),
    opened: setting,
    shape: SETTING_SHAPE,
    mutate: (submission) => update.mutateAsync(submission),
    onSaved: (saved) => {
      void invalidateSettings();
      toast.success(m.settings_updated());
      onSaved(saved);
    },
  });
  const boundaryMap = useRef<DrawingMapHandle>(null);
  // The map opens on the stored view; typing in the fields later does not move it.
  const initialView = useMemo(
    () => ({
      latitude: Number(initial.map_center_lat) || 0,
      longitude: Number(initial.map_center_lng) || 0,
      zoom: Number(initial.map_zoom) || 0,
    }),
    [initial],
  );

  // Spec section 9: centre values are kept as text with 5 decimals; the zoom is a whole level.
  const takeCurrentView = () => {
    const view = boundaryMap.current?.currentView();
    if (!view) return;
    setValues((current) => ({
      ...current,
      map_center_lat: view.latitude.toFixed(5),
      map_center_lng: view.longitude.toFixed(5),
      map_zoom: String(Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, Math.round(view.zoom)))),
    }));
  };

  const set =
    (field: keyof SettingValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const jsonError = boundaryJsonError(values.village_boundary);
    if (jsonError) return showErrors({ VillageBoundary: jsonError });
    const parsed = settingUpdateInput.safeParse(values);
    if (!parsed.success) return showErrors(fieldErrorsFromIssues(parsed.error.issues));
    clearErrors();
    try {
      // Version 0: no stored row yet (a database emptied by hand), nothing to compare with.
      await conflictFlow.save({ ...values, ...(setting.version > 0 ? { version: setting.version } : {}) });
    } catch (error) {
      showServerError(error);
    }
  };

  const e = (key: string) => errorFor(errors, key);

  return (
    <>
      <ConflictScreen thing="setting" flow={conflictFlow} pending={update.isPending} />
      <form className="form-layout form-layout--wide" ref={formRef} onSubmit={submit} noValidate>
        <div className="card form-card">
          <FormAlert message={formError} />
          {!canEdit && (
            <p className="field__hint" role="note">
              {m.settings_read_only_note()}
            </p>
          )}
          <Field id="setting-title" label={m.settings_title_label()} error={e('Title')}>
            <input
              {...fieldProps('setting-title', e('Title'))}
              className="input"
              name="title"
              value={values.title}
              onChange={set('title')}
              autoComplete="off"
              required
            />
          </Field>
          <Field id="setting-description" label={m.settings_description_label()} error={e('Description')}>
            <textarea
              {...fieldProps('setting-description', e('Description'))}
              className="input"
              name="description"
              rows={3}
              value={values.description}
              onChange={set('description')}
            />
          </Field>
          <div className="form-row">
            <Field id="setting-lat" label={m.settings_lat_label()} error={e('MapCenterLat')}>
              <input
                {...fieldProps('setting-lat', e('MapCenterLat'))}
                className="input"
                name="map_center_lat"
                inputMode="decimal"
                value={values.map_center_lat}
                onChange={set('map_center_lat')}
                autoComplete="off"
              />
            </Field>
            <Field id="setting-lng" label={m.settings_lng_label()} error={e('MapCenterLng')}>
              <input
                {...fieldProps('setting-lng', e('MapCenterLng'))}
                className="input"
                name="map_center_lng"
                inputMode="decimal"
                value={values.map_center_lng}
                onChange={set('map_center_lng')}
                autoComplete="off"
              />
            </Field>
          </div>
          <Field
            id="setting-zoom"
            label={m.settings_zoom_label()}
            error={e('MapZoom')}
            hint={m.settings_zoom_hint({ min: MIN_ZOOM, max: MAX_ZOOM })}
          >
            <input
              {...fieldProps('setting-zoom', e('MapZoom'), true)}
              className="input"
              type="number"
              name="map_zoom"
              min={MIN_ZOOM}
              max={MAX_ZOOM}
              step={1}
              value={values.map_zoom}
              onChange={set('map_zoom')}
            />
          </Field>
          <Field
            id="setting-language"
            label={m.setting_default_language()}
            error={e('Language')}
            hint={m.setting_default_language_hint()}
          >
            <select
              {...fieldProps('setting-language', e('Language'), true)}
              className="input"
              name="language"
              value={values.language}
              onChange={(event) => setValues((current) => ({ ...current, language: event.target.value }))}
            >
              {LANGUAGE_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {LANGUAGE_NAME[mode]()}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="card form-card">
          {canEdit && (
            <BoundaryFilePicker
              currentText={values.village_boundary}
              onUse={(text) => setValues((current) => ({ ...current, village_boundary: text }))}
            />
          )}
          <BoundaryMapSlot
            ref={boundaryMap}
            text={values.village_boundary}
            onDrawn={(text) => setValues((current) => ({ ...current, village_boundary: text }))}
            initialView={initialView}
          />
          <Field
            id="setting-boundary"
            label={m.settings_boundary_geojson_label()}
            error={e('VillageBoundary')}
          >
            <textarea
              {...fieldProps('setting-boundary', e('VillageBoundary'))}
              className="input input--code"
              name="village_boundary"
              rows={8}
              spellCheck={false}
              value={values.village_boundary}
              onChange={set('village_boundary')}
              placeholder={BOUNDARY_PLACEHOLDER}
            />
          </Field>
          <div className="form-tools">
            <button className="btn btn--secondary" type="button" onClick={takeCurrentView}>
              <Crosshair size={16} aria-hidden="true" />
              {m.settings_use_current_view()}
            </button>
            <button
              className="btn btn--secondary"
              type="button"
              onClick={() => setValues((current) => ({ ...current, village_boundary: '' }))}
              disabled={!values.village_boundary}
            >
              <RotateCcw size={16} aria-hidden="true" />
              {m.settings_reset_boundary()}
            </button>
          </div>
        </div>
        <div className="form-layout__actions">
          <FormActions mode="update" pending={update.isPending} onCancel={goBack} canSubmit={canEdit} />
        </div>
      </form>
    </>
  );
}

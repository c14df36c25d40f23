import { Check, LoaderCircle, X } from 'lucide-react';
import { useId, useState } from 'react';
import { fieldErrorsOf } from '../../../shared/errors.ts';
import { formatArea } from '../../../shared/geo/area.ts';
import { areaSquareMetres } from '../../../shared/geo/measure.ts';
import type { PetaGeometry } from '../../../shared/geo/types.ts';
import { m } from '../../../shared/i18n/generated/messages.js';
import { BOUNDARY_FILE_ACCEPT, type BoundaryFile } from '../../../shared/schemas/settings.ts';
import { Field, fieldProps } from '../../components/ui/field.tsx';
import { LazyVersionCompareMap } from '../../components/version-compare-map-lazy.tsx';
import { appErrorMessageOf } from '../../lib/api-error.ts';
import { currentMode } from '../../lib/current-mode.ts';
import { intlLocale } from '../../lib/format-date.ts';
import { trpc } from '../../lib/trpc.ts';
import { geometryOfText } from '../../map-editor/draw-rules.ts';
import './boundary-file-picker.css';

type Candidate = BoundaryFile['candidates'][number];

const areaOf = (candidate: Candidate) =>
  formatArea(
    areaSquareMetres(candidate.geometry as PetaGeometry),
    // As the drawn boundary's area: the spec's texts keep the first wording, the other modes their own.
    currentMode() === 'standar' ? undefined : intlLocale(),
  );

/**
 * The village boundary from the file the kecamatan sent (GeoJSON, KML, KMZ or a zipped Shapefile): read by
 * the server like a map import, shown over the current boundary with its area, and handed to the form only
 * when the user takes it; the form's own save stores it, as a drawn boundary.
 */
export function BoundaryFilePicker({
  currentText,
  onUse,
}: {
  currentText: string;
  onUse: (text: string) => void;
}) {
  const id = useId();
  const read = trpc.settings.boundaryFromFile.useMutation();
  const [chosen, setChosen] = useState(0);
  const [inputKey, setInputKey] = useState(0);
  const data = read.data;
  const candidate = data?.candidates[chosen];
  const error = read.error ? (fieldErrorsOf(read.error).File ?? appErrorMessageOf(read.error)) : null;

  const readFile = (file: File | undefined) => {
    setChosen(0);
    if (!file) return read.reset();
    const form = new FormData();
    form.set('file', file);
    read.mutate(form);
  };
  /** Done with this file, taken or not: the picker is empty again, ready for another. */
  const close = () => {
    read.reset();
    setInputKey((key) => key + 1);
  };

  return (
    <div className="boundary-file">
      <Field
        id={`${id}-file`}
        label={m.settings_boundary_file_label()}
        hint={m.settings_boundary_file_hint()}
        error={error ?? (read.isError ? m.import_send_failed() : undefined)}
      >
        <input
          {...fieldProps(`${id}-file`, read.isError ? 'error' : undefined, true)}
          key={inputKey}
          className="input"
          type="file"
          accept={BOUNDARY_FILE_ACCEPT}
          disabled={read.isPending}
          onChange={(event) => readFile(event.target.files?.[0])}
        />
      </Field>
      {read.isPending && (
        <p className="field__hint" role="status">
          <LoaderCircle className="icon-spin" size={16} aria-hidden="true" /> {m.import_reading()}
        </p>
      )}
      {data && candidate && (
        <section className="boundary-file__preview" aria-label={m.settings_boundary_file_preview()}>
          <p className="boundary-file__summary" aria-live="polite">
            {m.settings_boundary_file_read({
              file: data.file_name,
              format: data.format,
              crs: data.source_crs,
            })}
            {data.left_out > 0 && ` ${m.settings_boundary_file_left_out({ count: data.left_out })}`}
          </p>
          {data.candidates.length > 1 && (
            <Field
              id={`${id}-choice`}
              label={m.settings_boundary_file_choose({ count: data.candidates.length })}
            >
              <select
                id={`${id}-choice`}
                className="input"
                value={chosen}
                onChange={(event) => setChosen(Number(event.target.value))}
              >
                {data.candidates.map((option, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the file's order is the candidates' identity.
                  <option key={index} value={index}>
                    {option.name} ({areaOf(option)})
                  </option>
                ))}
              </select>
            </Field>
          )}
          <LazyVersionCompareMap
            label={m.settings_boundary_file_map_label()}
            legend={null}
            comparesBoundary
            current={geometryOfText(currentText)}
            chosen={candidate.geometry}
          />
          {/* Under the map rather than over it: two lines on a phone would hide the scale. */}
          <p className="boundary-file__legend">{m.settings_boundary_file_legend()}</p>
          <p className="boundary-map__area" data-testid="boundary-file-area">
            {m.settings_boundary_area({ area: areaOf(candidate) })}
          </p>
          <div className="form-tools">
            <button
              className="btn btn--primary"
              type="button"
              onClick={() => {
                onUse(JSON.stringify(candidate.geometry));
                close();
              }}
            >
              <Check size={16} aria-hidden="true" />
              {m.settings_boundary_file_use()}
            </button>
            <button className="btn btn--secondary" type="button" onClick={close}>
              <X size={16} aria-hidden="true" />
              {m.settings_boundary_file_cancel()}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

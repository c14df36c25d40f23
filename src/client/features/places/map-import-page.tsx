import { FileUp, LoaderCircle, MapPin, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { fieldErrorsOf } from '../../../shared/errors.ts';
import { m } from '../../../shared/i18n/generated/messages.js';
import { IMPORT_ACCEPT, type ImportMapping, type ImportPreview } from '../../../shared/schemas/transfer.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { Field, fieldProps } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { appErrorMessageOf } from '../../lib/api-error.ts';
import { geometryTypeName } from '../../lib/geometry-text.ts';
import { mayCall } from '../../lib/may-call.ts';
import { useSession } from '../../lib/session.ts';
import { trpc } from '../../lib/trpc.ts';
import { type UploadEvent, withUploadProgress } from '../../lib/upload-progress.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CategorySelect } from './category-select.tsx';
import { LazyImportPreviewMap } from './import-preview-map-lazy.tsx';
import { mapSummary, type PreviewTone, previewTone, TONE_LABEL } from './import-preview-tones.ts';
import { ImportProgress } from './import-progress.tsx';
import { useInvalidateMaps } from './use-invalidate-maps.ts';

type Feature = ImportPreview['features'][number];
type Choice = Partial<Record<keyof ImportMapping, string>>;

/** Enough rows to check a file by eye; the counts above the table cover the rest. */
const SHOWN_ROWS = 300;

/** Which file attribute fills each field; the labels are read when shown, in the current language mode. */
const MAPPED: { key: keyof ImportMapping; label: () => string }[] = [
  { key: 'name', label: m.import_name_from },
  { key: 'description', label: m.import_description_from },
  { key: 'address', label: m.import_address_from },
  { key: 'opening_hours', label: m.place_info_import_hours_from },
  { key: 'phone', label: m.place_info_import_phone_from },
  { key: 'website', label: m.place_info_import_website_from },
];

const TONES: PreviewTone[] = ['ok', 'changed', 'skipped'];

const rowId = (index: number) => `import-row-${index}`;

function Swatch({ tone }: { tone: PreviewTone }) {
  return <span className={`import-swatch import-swatch--${tone}`} aria-hidden="true" />;
}

/** The table's columns; `show` is set for the rows the map draws, and fits the map to that row's shape. */
function columnsFor(show: (row: Feature) => (() => void) | null): Column<Feature>[] {
  return [
    {
      header: '#',
      cell: (row) => (
        <span className="import-index">
          <Swatch tone={previewTone(row)} />
          {row.index + 1}
        </span>
      ),
    },
    {
      header: m.col_name(),
      cell: (row) => (
        <span>
          <span className="data-table__name">{row.name}</span>
          {row.address && <span className="data-table__sub">{row.address}</span>}
        </span>
      ),
    },
    {
      header: m.map_field_geometry(),
      cell: (row) =>
        row.geometry_type ? (
          geometryTypeName(row.geometry_type)
        ) : (
          <span className="data-table__muted">{m.import_geometry_none()}</span>
        ),
    },
    {
      header: m.import_col_problems(),
      cell: (row) =>
        row.problems.length === 0 ? (
          <span className="data-table__muted">{m.import_problems_none()}</span>
        ) : (
          <ul className="import-problems">
            {row.problems.map((problem) => (
              <li key={problem.kind + problem.message}>{problem.message}</li>
            ))}
          </ul>
        ),
    },
    {
      header: m.import_col_result(),
      cell: (row) => (
        <span>
          {row.action === 'import' ? (
            <Badge tone="green">{m.import_badge_import()}</Badge>
          ) : (
            <Badge tone="gray">{m.import_badge_skip()}</Badge>
          )}
          <span className="data-table__sub">{row.outcome}</span>
        </span>
      ),
    },
    {
      header: m.import_col_map(),
      className: 'cell-actions',
      cell: (row) => {
        const onClick = show(row);
        return onClick ? (
          <button
            type="button"
            className="icon-btn"
            aria-label={m.import_show_row_on_map({ number: row.index + 1, name: row.name })}
            title={m.import_show_on_map()}
            onClick={onClick}
          >
            <MapPin size={17} aria-hidden="true" />
          </button>
        ) : (
          <span className="data-table__muted">{m.import_not_drawn()}</span>
        );
      },
    },
  ];
}

/** `/admin/maps/import`: a file into a category, a preview of what happens to each feature, then one commit. */
export function MapImportPage() {
  usePageTitle(m.import_title());
  const { permissions } = useSession();
  const navigate = useNavigate();
  const invalidate = useInvalidateMaps();
  const [file, setFile] = useState<File | null>(null);
  const [categoryId, setCategoryId] = useState('');
  const [choice, setChoice] = useState<Choice>({});
  const [failure, setFailure] = useState<{ message: string; errors: Record<string, string> } | null>(null);
  const [upload, setUpload] = useState<UploadEvent | null>(null);
  // Tied to the preview it was made in, so a new preview starts with nothing selected; a new object per
  // choice, so choosing the same row again fits the map again.
  const [selection, setSelection] = useState<{ of: ImportPreview; index: number; fit: boolean } | null>(null);
  const preview = trpc.transfer.preview.useMutation();
  const commit = trpc.transfer.commit.useMutation();
  const data = preview.data;
  const onMap = useMemo(() => mapSummary(data?.features ?? []), [data]);

  if (!mayCall(permissions, 'transfer.commit')) return <Navigate to="/admin/forbidden" replace />;

  /** The form for one call; its upload reports to the progress line. */
  const send = async <T,>(mapping: Choice, call: (form: FormData) => Promise<T>): Promise<T> => {
    const form = new FormData();
    if (file) form.set('file', file);
    form.set('category_id', categoryId);
    for (const [key, value] of Object.entries(mapping)) form.set(`${key}_field`, value);
    setUpload({ phase: 'uploading', loaded: 0, total: file?.size ?? 0 });
    try {
      return await call(withUploadProgress(form, setUpload));
    } finally {
      setUpload(null);
    }
  };

  const fail = (error: unknown) =>
    setFailure({
      message: appErrorMessageOf(error) ?? m.import_send_failed(),
      errors: fieldErrorsOf(error),
    });

  const runPreview = async (mapping: Choice) => {
    setFailure(null);
    if (!file)
      return setFailure({
        message: m.import_choose_file(),
        errors: { File: m.import_choose_file() },
      });
    try {
      await send(mapping, (form) => preview.mutateAsync(form));
    } catch (error) {
      preview.reset();
      fail(error);
    }
  };

  const remap = (key: keyof ImportMapping, value: string) => {
    const next = { ...choice, [key]: value };
    setChoice(next);
    void runPreview(next);
  };

  const runCommit = async () => {
    setFailure(null);
    try {
      const result = await send(choice, (form) => commit.mutateAsync(form));
      void invalidate();
      toast.success(result.message);
      navigate('/admin/maps');
    } catch (error) {
      fail(error);
    }
  };

  const selected = data && selection?.of === data ? data.features[selection.index] : undefined;
  const select = (index: number, fit: boolean) => data && setSelection({ of: data, index, fit });
  const columns = columnsFor((row) => (onMap.drawn.has(row.index) ? () => select(row.index, true) : null));

  const busy = preview.isPending || commit.isPending;
  return (
    <div>
      <PageHeader title={m.import_title()} subtitle={m.import_subtitle()} />
      <form
        className="form-layout form-layout--wide"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChoice({});
          void runPreview({});
        }}
      >
        <div className="card form-card">
          <FormAlert message={failure?.message ?? null} />
          <Field id="import-file" label={m.import_field_file()} error={failure?.errors.File}>
            <input
              {...fieldProps('import-file', failure?.errors.File)}
              className="input"
              type="file"
              name="file"
              accept={IMPORT_ACCEPT}
              onChange={(event) => {
                setFile(event.target.files?.[0] ?? null);
                preview.reset();
              }}
            />
          </Field>
          <CategorySelect
            value={categoryId}
            onChange={(value) => {
              setCategoryId(value);
              preview.reset();
            }}
            preselectFirst
            error={failure?.errors.CategoryId}
          />
          <div className="form-actions">
            {preview.isPending && upload && <ImportProgress event={upload} working={m.import_reading()} />}
            <button className="btn btn--secondary" type="submit" disabled={busy}>
              {preview.isPending ? (
                <LoaderCircle className="icon-spin" size={18} aria-hidden="true" />
              ) : (
                <FileUp size={18} aria-hidden="true" />
              )}
              {preview.isPending ? m.import_previewing() : m.import_preview()}
            </button>
          </div>
        </div>
      </form>
      {data && (
        <section className="card list-card import-preview" aria-label={m.import_preview_label()}>
          <p className="import-preview__summary" aria-live="polite">
            {m.import_summary_read({
              total: data.total,
              file: data.file_name,
              format: data.format,
              crs: data.source_crs,
            })}{' '}
            <strong>{m.import_summary_will_import({ count: data.importable })}</strong>{' '}
            {data.skipped > 0
              ? m.import_summary_into_skipped({ category: data.category.name, skipped: data.skipped })
              : m.import_summary_into({ category: data.category.name })}
          </p>
          {onMap.drawn.size > 0 && (
            <div className="import-preview__map">
              <LazyImportPreviewMap
                features={data.features}
                focus={selected && selection?.fit ? selection : null}
                onPick={(index) => {
                  select(index, false);
                  document.getElementById(rowId(index))?.scrollIntoView({ block: 'nearest' });
                }}
                label={m.import_map_label()}
              />
              <ul className="import-legend" aria-label={m.import_legend_label()}>
                {TONES.map((tone) => (
                  <li key={tone}>
                    <Swatch tone={tone} />
                    {TONE_LABEL[tone]()}: {onMap.counts[tone]}
                  </li>
                ))}
                {data.total > onMap.drawn.size && (
                  <li className="data-table__muted">
                    {m.import_not_on_map({ count: data.total - onMap.drawn.size })}
                  </li>
                )}
              </ul>
              <p className="import-preview__selected" aria-live="polite">
                {selected
                  ? `#${selected.index + 1} ${selected.name}: ${selected.outcome}`
                  : m.import_select_hint()}
              </p>
            </div>
          )}
          <div className="form-row import-preview__mapping">
            {MAPPED.map(({ key, label }) => (
              <Field key={key} id={`import-map-${key}`} label={label()}>
                <select
                  id={`import-map-${key}`}
                  className="input"
                  value={data.mapping[key] ?? ''}
                  disabled={busy}
                  onChange={(event) => remap(key, event.target.value)}
                >
                  <option value="">{m.import_none_option()}</option>
                  {data.fields.map((field) => (
                    <option key={field} value={field}>
                      {field}
                    </option>
                  ))}
                </select>
              </Field>
            ))}
          </div>
          <DataTable
            caption={m.import_table_caption()}
            columns={columns}
            rows={data.features.slice(0, SHOWN_ROWS)}
            rowKey={(row) => row.index}
            rowProps={(row) => ({
              id: rowId(row.index),
              className: row.index === selected?.index ? 'is-selected' : undefined,
            })}
          />
          {data.features.length > SHOWN_ROWS && (
            <p className="data-table__muted">
              {m.import_showing_first({ shown: SHOWN_ROWS, total: data.features.length })}
            </p>
          )}
          <div className="form-actions">
            {commit.isPending && upload && (
              <ImportProgress event={upload} working={m.import_importing({ count: data.importable })} />
            )}
            <button
              className="btn btn--primary"
              type="button"
              disabled={busy || data.importable === 0}
              onClick={() => void runCommit()}
            >
              {commit.isPending ? (
                <LoaderCircle className="icon-spin" size={18} aria-hidden="true" />
              ) : (
                <Upload size={18} aria-hidden="true" />
              )}
              {commit.isPending
                ? m.import_importing({ count: data.importable })
                : m.import_button({ count: data.importable })}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

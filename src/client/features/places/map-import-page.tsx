import { FileUp, LoaderCircle, MapPin, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { fieldErrorsOf } from '../../../shared/errors.ts';
import { hasAnyPermission } from '../../../shared/permissions.ts';
import { IMPORT_ACCEPT, type ImportMapping, type ImportPreview } from '../../../shared/schemas/transfer.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { Field, fieldProps } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { appErrorMessageOf } from '../../lib/api-error.ts';
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

const MAPPED: { key: keyof ImportMapping; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'description', label: 'Description' },
  { key: 'address', label: 'Address' },
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
      header: 'Name',
      cell: (row) => (
        <span>
          <span className="data-table__name">{row.name}</span>
          {row.address && <span className="data-table__sub">{row.address}</span>}
        </span>
      ),
    },
    {
      header: 'Geometry',
      cell: (row) => row.geometry_type ?? <span className="data-table__muted">none</span>,
    },
    {
      header: 'Problems',
      cell: (row) =>
        row.problems.length === 0 ? (
          <span className="data-table__muted">None</span>
        ) : (
          <ul className="import-problems">
            {row.problems.map((problem) => (
              <li key={problem.kind + problem.message}>{problem.message}</li>
            ))}
          </ul>
        ),
    },
    {
      header: 'Result',
      cell: (row) => (
        <span>
          {row.action === 'import' ? <Badge tone="green">Import</Badge> : <Badge tone="gray">Skip</Badge>}
          <span className="data-table__sub">{row.outcome}</span>
        </span>
      ),
    },
    {
      header: 'Map',
      className: 'cell-actions',
      cell: (row) => {
        const onClick = show(row);
        return onClick ? (
          <button
            type="button"
            className="icon-btn"
            aria-label={`Show ${row.index + 1} ${row.name} on the map`}
            title="Show on the map"
            onClick={onClick}
          >
            <MapPin size={17} aria-hidden="true" />
          </button>
        ) : (
          <span className="data-table__muted">Not drawn</span>
        );
      },
    },
  ];
}

/** `/admin/maps/import`: a file into a category, a preview of what happens to each feature, then one commit. */
export function MapImportPage() {
  usePageTitle('Import Maps');
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

  if (!hasAnyPermission(permissions, 'maps-create')) return <Navigate to="/admin/forbidden" replace />;

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
      message: appErrorMessageOf(error) ?? 'The file could not be sent. Check the connection and try again.',
      errors: fieldErrorsOf(error),
    });

  const runPreview = async (mapping: Choice) => {
    setFailure(null);
    if (!file)
      return setFailure({
        message: 'Choose a file to import.',
        errors: { File: 'Choose a file to import.' },
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
      <PageHeader
        title="Import Maps"
        subtitle="GeoJSON, KML or KMZ, GPX, CSV (latitude and longitude, or WKT) or a zipped Shapefile with its .prj."
      />
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
          <Field id="import-file" label="File" error={failure?.errors.File}>
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
            {preview.isPending && upload && <ImportProgress event={upload} working="Reading the file..." />}
            <button className="btn btn--secondary" type="submit" disabled={busy}>
              {preview.isPending ? (
                <LoaderCircle className="icon-spin" size={18} aria-hidden="true" />
              ) : (
                <FileUp size={18} aria-hidden="true" />
              )}
              {preview.isPending ? 'Previewing...' : 'Preview'}
            </button>
          </div>
        </div>
      </form>
      {data && (
        <section className="card list-card import-preview" aria-label="Import preview">
          <p className="import-preview__summary" aria-live="polite">
            {data.total} features in {data.file_name} ({data.format}, coordinates read as {data.source_crs}):{' '}
            <strong>{data.importable} will be imported</strong> into {data.category.name}
            {data.skipped > 0 && `, ${data.skipped} skipped`}.
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
                label="Map of the features in the file"
              />
              <ul className="import-legend" aria-label="Map legend">
                {TONES.map((tone) => (
                  <li key={tone}>
                    <Swatch tone={tone} />
                    {TONE_LABEL[tone]}: {onMap.counts[tone]}
                  </li>
                ))}
                {data.total > onMap.drawn.size && (
                  <li className="data-table__muted">Not on the map: {data.total - onMap.drawn.size}</li>
                )}
              </ul>
              <p className="import-preview__selected" aria-live="polite">
                {selected
                  ? `#${selected.index + 1} ${selected.name}: ${selected.outcome}`
                  : 'Click a shape on the map, or the pin of a row, to find it in the other.'}
              </p>
            </div>
          )}
          <div className="form-row import-preview__mapping">
            {MAPPED.map(({ key, label }) => (
              <Field key={key} id={`import-map-${key}`} label={`${label} from`}>
                <select
                  id={`import-map-${key}`}
                  className="input"
                  value={data.mapping[key] ?? ''}
                  disabled={busy}
                  onChange={(event) => remap(key, event.target.value)}
                >
                  <option value="">(none)</option>
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
            caption="Features in the file"
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
              Showing the first {SHOWN_ROWS} of {data.features.length} features.
            </p>
          )}
          <div className="form-actions">
            {commit.isPending && upload && (
              <ImportProgress event={upload} working={`Importing ${data.importable} maps...`} />
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
              {commit.isPending ? `Importing ${data.importable} maps...` : `Import ${data.importable} maps`}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}

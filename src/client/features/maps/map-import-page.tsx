import { FileUp, LoaderCircle, Upload } from 'lucide-react';
import { useState } from 'react';
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
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CategorySelect } from './category-select.tsx';
import { ImportShapePreview } from './import-shape-preview.tsx';
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

const columns: Column<Feature>[] = [
  { header: '#', cell: (row) => row.index + 1 },
  {
    header: 'Name',
    cell: (row) => (
      <span>
        <span className="data-table__name">{row.name}</span>
        {row.address && <span className="data-table__sub">{row.address}</span>}
      </span>
    ),
  },
  { header: 'Geometry', cell: (row) => row.geometry_type ?? <span className="data-table__muted">none</span> },
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
];

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
  const preview = trpc.transfer.preview.useMutation();
  const commit = trpc.transfer.commit.useMutation();

  if (!hasAnyPermission(permissions, 'maps-create')) return <Navigate to="/admin/forbidden" replace />;

  const formFor = (mapping: Choice) => {
    const form = new FormData();
    if (file) form.set('file', file);
    form.set('category_id', categoryId);
    for (const [key, value] of Object.entries(mapping)) form.set(`${key}_field`, value);
    return form;
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
      await preview.mutateAsync(formFor(mapping));
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
      const result = await commit.mutateAsync(formFor(choice));
      void invalidate();
      toast.success(result.message);
      navigate('/admin/maps');
    } catch (error) {
      fail(error);
    }
  };

  const data = preview.data;
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
            <button className="btn btn--secondary" type="submit" disabled={busy}>
              {preview.isPending ? (
                <LoaderCircle className="icon-spin" size={18} aria-hidden="true" />
              ) : (
                <FileUp size={18} aria-hidden="true" />
              )}
              {preview.isPending ? 'Reading the file...' : 'Preview'}
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
          <ImportShapePreview features={data.features.filter((feature) => feature.action === 'import')} />
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
          />
          {data.features.length > SHOWN_ROWS && (
            <p className="data-table__muted">
              Showing the first {SHOWN_ROWS} of {data.features.length} features.
            </p>
          )}
          <div className="form-actions">
            {commit.isPending && (
              <progress
                className="import-preview__progress"
                aria-label={`Importing ${data.importable} maps`}
              />
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

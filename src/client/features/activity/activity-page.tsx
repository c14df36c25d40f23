import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { type ActivityEntry, AUDIT_ACTIONS, AUDIT_RESOURCES } from '../../../shared/schemas/history.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { entrySummary } from '../../lib/history-text.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import {
  type ActivityFilters,
  activityQueryString,
  historyLink,
  readActivityFilters,
} from './activity-filters.ts';

const timeFormatter = new Intl.DateTimeFormat('id-ID', { dateStyle: 'medium', timeStyle: 'short' });

const RESOURCE_LABEL: Record<(typeof AUDIT_RESOURCES)[number], string> = {
  maps: 'Maps',
  categories: 'Categories',
  settings: 'Settings',
  users: 'Users',
  roles: 'Roles',
  permissions: 'Permissions',
};
const ACTION_LABEL: Record<(typeof AUDIT_ACTIONS)[number], string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  restore: 'Restored',
};
const ACTION_TONE = { create: 'green', update: 'sky', delete: 'gray', restore: 'teal' } as const;

/**
 * `/admin/activity`: the audit log, newest first, filtered by user, resource, action and days, each entry
 * linked to its record's history. For holders of activity-view.
 */
export function ActivityPage() {
  usePageTitle('Activity');
  const [params, setParams] = useSearchParams();
  const filters = readActivityFilters(params);
  const list = trpc.activity.list.useQuery(
    {
      page: filters.page,
      user: filters.user || undefined,
      resource: (filters.resource || undefined) as ActivityEntry['resource'] | undefined,
      action: (filters.action || undefined) as ActivityEntry['action'] | undefined,
      from: filters.from || undefined,
      to: filters.to || undefined,
    },
    { placeholderData: keepPreviousData },
  );
  const filtering = Boolean(filters.user || filters.resource || filters.action || filters.from || filters.to);

  const columns: Column<ActivityEntry>[] = [
    {
      header: 'When',
      cell: (row) => <span className="data-table__muted">{timeFormatter.format(new Date(row.at))}</span>,
    },
    { header: 'Who', cell: (row) => <span className="data-table__name">{row.by}</span> },
    {
      header: 'Action',
      cell: (row) => <Badge tone={ACTION_TONE[row.action]}>{ACTION_LABEL[row.action]}</Badge>,
    },
    { header: 'Resource', cell: (row) => RESOURCE_LABEL[row.resource] },
    {
      header: 'Record',
      cell: (row) => {
        const to = historyLink(row);
        const name = row.name || `#${row.record_id}`;
        return to ? <Link to={to}>{name}</Link> : name;
      },
    },
    { header: 'What changed', cell: (row) => entrySummary(row) },
  ];

  return (
    <div>
      <PageHeader title="Activity" subtitle="Every change made in the back office, newest first." />
      <section className="card list-card" aria-label="Activity">
        <ActivityFilterForm
          // Back/forward changes the URL under the form: the form starts again from it.
          key={activityQueryString({ ...filters, page: 1 })}
          filters={filters}
          onApply={(next) => setParams(new URLSearchParams(activityQueryString({ ...next, page: 1 })))}
        />
        {list.isError ? (
          <ErrorState title="Gagal memuat data activity." />
        ) : list.isPending ? (
          <LoadingState label="Loading activity..." />
        ) : list.data.data.length === 0 ? (
          <EmptyState title="No Activity Found" searching={filtering} />
        ) : (
          <>
            <DataTable caption="Activity" columns={columns} rows={list.data.data} rowKey={(row) => row.id} />
            <Pagination
              current={list.data.current_page}
              last={list.data.last_page}
              total={list.data.total}
              perPage={list.data.per_page}
              hrefForPage={(page) => `/admin/activity${activityQueryString({ ...filters, page })}`}
            />
          </>
        )}
      </section>
    </div>
  );
}

function ActivityFilterForm({
  filters,
  onApply,
}: {
  filters: ActivityFilters;
  onApply: (filters: ActivityFilters) => void;
}) {
  const [draft, setDraft] = useState(filters);
  const set = (key: keyof ActivityFilters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="activity-filters" onSubmit={submit} aria-label="Filter the activity">
      <label className="field">
        <span className="field__label">User</span>
        <input className="input" value={draft.user} onChange={set('user')} placeholder="Username" />
      </label>
      <label className="field">
        <span className="field__label">Resource</span>
        <select className="input" value={draft.resource} onChange={set('resource')}>
          <option value="">All resources</option>
          {AUDIT_RESOURCES.map((resource) => (
            <option key={resource} value={resource}>
              {RESOURCE_LABEL[resource]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">Action</span>
        <select className="input" value={draft.action} onChange={set('action')}>
          <option value="">All actions</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {ACTION_LABEL[action]}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">From</span>
        <input className="input" type="date" value={draft.from} onChange={set('from')} />
      </label>
      <label className="field">
        <span className="field__label">To</span>
        <input className="input" type="date" value={draft.to} onChange={set('to')} />
      </label>
      <div className="activity-filters__actions">
        <button type="submit" className="btn btn--primary">
          Filter
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => onApply({ page: 1, user: '', resource: '', action: '', from: '', to: '' })}
        >
          Clear
        </button>
      </div>
    </form>
  );
}

import { keepPreviousData } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { m } from '../../../shared/i18n/generated/messages.js';
import { type ActivityEntry, AUDIT_ACTIONS, AUDIT_RESOURCES } from '../../../shared/schemas/history.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { type Column, DataTable } from '../../components/ui/data-table.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { LoadingState } from '../../components/ui/loading-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { currentMode } from '../../lib/current-mode.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { historyFieldsOf } from '../../lib/history-fields.ts';
import { entrySummary, importSummary } from '../../lib/history-text.ts';
import { thingName } from '../../lib/thing-names.ts';
import { trpc } from '../../lib/trpc.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import {
  type ActivityFilters,
  activityQueryString,
  historyLink,
  readActivityFilters,
} from './activity-filters.ts';

// Message functions, read as the screen renders: the language is chosen after this module loads.
// The resources are named as the navigation names their screens.
const RESOURCE_LABEL: Record<(typeof AUDIT_RESOURCES)[number], () => string> = {
  maps: m.nav_maps,
  categories: m.nav_categories,
  settings: m.nav_settings,
  users: m.nav_users,
  roles: m.nav_roles,
  permissions: m.nav_permissions,
  reports: m.nav_reports,
};
const ACTION_LABEL: Record<(typeof AUDIT_ACTIONS)[number], () => string> = {
  create: m.activity_action_create,
  update: m.activity_action_update,
  delete: m.activity_action_delete,
  restore: m.activity_action_restore,
  import: m.activity_action_import,
};
const ACTION_TONE = {
  create: 'green',
  update: 'sky',
  delete: 'gray',
  restore: 'teal',
  import: 'green',
} as const;

/**
 * `/admin/activity`: the audit log, newest first, filtered by user, resource, action and days, each entry
 * linked to its record's history. For holders of activity-view.
 */
export function ActivityPage() {
  usePageTitle(m.activity_title());
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

  const standar = currentMode() === 'standar';
  const columns: Column<ActivityEntry>[] = [
    {
      header: m.activity_col_when(),
      cell: (row) => <span className="data-table__muted">{formatDateTime(row.at)}</span>,
    },
    {
      header: m.activity_col_who(),
      cell: (row) => <span className="data-table__name activity__who">{row.by}</span>,
    },
    {
      header: m.activity_col_action(),
      cell: (row) => (
        <Badge tone={ACTION_TONE[row.action]}>{ACTION_LABEL[row.action]?.() ?? row.action}</Badge>
      ),
    },
    { header: m.activity_col_resource(), cell: (row) => RESOURCE_LABEL[row.resource]?.() ?? row.resource },
    {
      header: m.activity_col_record(),
      cell: (row) => {
        const to = historyLink(row);
        const name = row.name || (row.record_id === null ? '' : `#${row.record_id}`);
        return to ? <Link to={to}>{name}</Link> : name;
      },
    },
    {
      header: m.activity_col_changes(),
      // The default mode names the changed fields as they are stored ('Changed description'), as it always
      // has; the other modes by their labels, since a stored name is English.
      cell: (row) =>
        row.import
          ? importSummary(row.import)
          : entrySummary(row, standar ? [] : historyFieldsOf(row.resource)),
    },
  ];

  return (
    <div>
      <PageHeader title={m.activity_title()} subtitle={m.activity_subtitle()} />
      <section className="card list-card" aria-label={m.activity_title()}>
        <ActivityFilterForm
          // Back/forward changes the URL under the form: the form starts again from it.
          key={activityQueryString({ ...filters, page: 1 })}
          filters={filters}
          onApply={(next) => setParams(new URLSearchParams(activityQueryString({ ...next, page: 1 })))}
        />
        {list.isError ? (
          <ErrorState title={m.load_failed_thing({ thing: thingName('activity') })} />
        ) : list.isPending ? (
          <LoadingState label={m.activity_loading()} />
        ) : list.data.data.length === 0 ? (
          <EmptyState title={m.activity_empty()} searching={filtering} />
        ) : (
          <>
            <DataTable
              caption={m.activity_title()}
              columns={columns}
              rows={list.data.data}
              rowKey={(row) => row.id}
            />
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
    <form className="activity-filters" onSubmit={submit} aria-label={m.activity_filter_label()}>
      <label className="field">
        <span className="field__label">{m.activity_filter_user()}</span>
        <input
          className="input"
          value={draft.user}
          onChange={set('user')}
          placeholder={m.activity_filter_user_placeholder()}
        />
      </label>
      <label className="field">
        <span className="field__label">{m.activity_filter_resource()}</span>
        <select className="input" value={draft.resource} onChange={set('resource')}>
          <option value="">{m.activity_filter_all_resources()}</option>
          {AUDIT_RESOURCES.map((resource) => (
            <option key={resource} value={resource}>
              {RESOURCE_LABEL[resource]()}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{m.activity_filter_action()}</span>
        <select className="input" value={draft.action} onChange={set('action')}>
          <option value="">{m.activity_filter_all_actions()}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {ACTION_LABEL[action]()}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{m.activity_filter_from()}</span>
        <input className="input" type="date" value={draft.from} onChange={set('from')} />
      </label>
      <label className="field">
        <span className="field__label">{m.activity_filter_to()}</span>
        <input className="input" type="date" value={draft.to} onChange={set('to')} />
      </label>
      <div className="activity-filters__actions">
        <button type="submit" className="btn btn--primary">
          {m.activity_filter_apply()}
        </button>
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => onApply({ page: 1, user: '', resource: '', action: '', from: '', to: '' })}
        >
          {m.activity_filter_clear()}
        </button>
      </div>
    </form>
  );
}

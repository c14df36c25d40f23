/** The activity screen's filters as the URL keeps them (so reload, back and a shared link keep them). Pure. */
import { AUDIT_ACTIONS, AUDIT_RESOURCES } from '../../../shared/schemas/history.ts';

export interface ActivityFilters {
  page: number;
  user: string;
  resource: string;
  action: string;
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = (value: string | null, allowed: readonly string[]) =>
  value && allowed.includes(value) ? value : '';

/** What the URL says; anything unknown reads as no filter, so an old or edited link still opens. */
export function readActivityFilters(params: URLSearchParams): ActivityFilters {
  const page = Number(params.get('page'));
  const day = (value: string | null) => (value && DAY.test(value) ? value : '');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    user: params.get('user')?.trim() ?? '',
    resource: oneOf(params.get('resource'), AUDIT_RESOURCES),
    action: oneOf(params.get('action'), AUDIT_ACTIONS),
    from: day(params.get('from')),
    to: day(params.get('to')),
  };
}

/** The URL's query for these filters, without the empty ones and without page 1. */
export function activityQueryString(filters: ActivityFilters): string {
  const params = new URLSearchParams();
  if (filters.page > 1) params.set('page', String(filters.page));
  for (const key of ['user', 'resource', 'action', 'from', 'to'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Where an entry's record shows its history; a deleted one is in "Recently deleted". An import is about many
 * places, each with its own entry: it links nowhere.
 */
export function historyLink(entry: {
  resource: string;
  record_id: number | null;
  action: string;
}): string | null {
  if (entry.resource === 'settings') return '/admin/settings#history';
  if (entry.record_id === null) return null;
  // A resident report opens in the review screen, its steps listed there.
  if (entry.resource === 'reports') return `/admin/reports?open=${entry.record_id}`;
  if (entry.resource === 'permissions') {
    return entry.action === 'delete' ? null : `/admin/permissions/edit/${entry.record_id}`;
  }
  if (entry.action === 'delete') return `/admin/${entry.resource}/deleted`;
  return `/admin/${entry.resource}/edit/${entry.record_id}#history`;
}

import { m } from '../../../shared/i18n/generated/messages.js';
import { activePercentage, type DashboardStats } from '../../../shared/schemas/dashboard.ts';
import { currentMode } from '../../lib/current-mode.ts';
import { intlLocale } from '../../lib/format-date.ts';

/**
 * The summary sentence of spec section 2 ('Ada 12 layer peta; 9 aktif (75%).' word for word in the spec's
 * texts, numbers as they are), with the numbers written as another language mode writes them (`locale`).
 * Pure but for the mode.
 */
export function dashboardSummary(
  stats: DashboardStats,
  locale = currentMode() === 'standar' ? null : intlLocale(),
): string {
  const number = locale ? new Intl.NumberFormat(locale).format : String;
  return m.dash_summary({
    count: stats.maps_count,
    maps: number(stats.maps_count),
    active: number(stats.active_maps_count),
    percent: number(activePercentage(stats)),
  });
}

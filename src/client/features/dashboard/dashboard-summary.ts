import { m } from '../../../shared/i18n/generated/messages.js';
import { activePercentage, type DashboardStats } from '../../../shared/schemas/dashboard.ts';
import { intlLocale } from '../../lib/format-date.ts';

/**
 * The summary sentence of spec section 2 ('Ada 12 layer peta; 9 aktif (75%).' word for word in the spec's
 * texts), with the numbers written as the language mode writes them. Pure but for the mode.
 */
export function dashboardSummary(stats: DashboardStats, locale = intlLocale()): string {
  const number = new Intl.NumberFormat(locale);
  return m.dash_summary({
    count: stats.maps_count,
    maps: number.format(stats.maps_count),
    active: number.format(stats.active_maps_count),
    percent: number.format(activePercentage(stats)),
  });
}

import { activePercentage, type DashboardStats } from '../../../shared/schemas/dashboard.ts';

/** The summary sentence of spec section 2, word for word. Pure. */
export function dashboardSummary(stats: DashboardStats): string {
  return `Ada ${stats.maps_count} layer peta; ${stats.active_maps_count} aktif (${activePercentage(stats)}%).`;
}

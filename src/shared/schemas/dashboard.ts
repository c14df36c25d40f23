import { z } from 'zod';

export const dashboardStats = z.object({
  categories_count: z.number().int(),
  maps_count: z.number().int(),
  active_maps_count: z.number().int(),
  inactive_maps_count: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

/** Rounded share of active maps; 0 when there are no maps (spec section 3). */
export function activePercentage(stats: Pick<DashboardStats, 'maps_count' | 'active_maps_count'>): number {
  if (stats.maps_count <= 0) return 0;
  return Math.round((stats.active_maps_count / stats.maps_count) * 100);
}

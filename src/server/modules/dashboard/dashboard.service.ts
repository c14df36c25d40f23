import type { DashboardStats } from '../../../shared/schemas/dashboard.ts';
import type { Deps } from '../../deps.ts';
import { countStats } from './dashboard.repository.ts';

export async function stats(deps: Deps): Promise<DashboardStats> {
  const counts = await countStats(deps.db);
  return { ...counts, inactive_maps_count: counts.maps_count - counts.active_maps_count };
}

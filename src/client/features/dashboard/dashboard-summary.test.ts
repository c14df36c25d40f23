import { describe, expect, it } from 'vitest';
import { dashboardSummary } from './dashboard-summary.ts';

describe('dashboardSummary', () => {
  it('reads like the spec', () => {
    const stats = { categories_count: 4, maps_count: 12, active_maps_count: 9, inactive_maps_count: 3 };
    expect(dashboardSummary(stats)).toBe('Ada 12 layer peta; 9 aktif (75%).');
  });

  it('says 0% when there are no maps', () => {
    const stats = { categories_count: 0, maps_count: 0, active_maps_count: 0, inactive_maps_count: 0 };
    expect(dashboardSummary(stats)).toBe('Ada 0 layer peta; 0 aktif (0%).');
  });

  it('rounds the share', () => {
    const stats = { categories_count: 1, maps_count: 3, active_maps_count: 2, inactive_maps_count: 1 };
    expect(dashboardSummary(stats)).toBe('Ada 3 layer peta; 2 aktif (67%).');
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { getLocale, overwriteGetLocale } from '../../../shared/i18n/generated/runtime.js';
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

  it("writes the spec's numbers as they are, without separators", () => {
    const stats = { categories_count: 4, maps_count: 1200, active_maps_count: 900, inactive_maps_count: 300 };
    expect(dashboardSummary(stats)).toBe('Ada 1200 layer peta; 900 aktif (75%).');
  });

  describe('in the other modes', () => {
    const spec = getLocale;
    afterEach(() => overwriteGetLocale(spec));

    it('speaks English with its plurals and number forms', () => {
      overwriteGetLocale(() => 'en');
      const one = { categories_count: 1, maps_count: 1, active_maps_count: 1, inactive_maps_count: 0 };
      expect(dashboardSummary(one)).toBe('There is 1 map layer; 1 active (100%).');
      const many = {
        categories_count: 1,
        maps_count: 1200,
        active_maps_count: 900,
        inactive_maps_count: 300,
      };
      expect(dashboardSummary(many)).toBe('There are 1,200 map layers; 900 active (75%).');
    });

    it('speaks Indonesian with its number forms', () => {
      overwriteGetLocale(() => 'id');
      const many = {
        categories_count: 1,
        maps_count: 1200,
        active_maps_count: 900,
        inactive_maps_count: 300,
      };
      expect(dashboardSummary(many)).toBe('Ada 1.200 lapisan peta; 900 aktif (75%).');
    });
  });
});

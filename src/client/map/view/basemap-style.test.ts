import { describe, expect, it } from 'vitest';
import { basemapOf, FALLBACK_TILES } from './basemap-style.ts';

describe('basemapOf', () => {
  const settings = { tile_url: 'https://tiles.example/{z}/{x}/{y}.png', tile_attribution: '© Contoh' };

  it('offers a second basemap only when the settings name one', () => {
    expect(basemapOf(settings).satellite).toBeNull();
    expect(
      basemapOf({ ...settings, tile_url_satellite: null, tile_attribution_satellite: '' }).satellite,
    ).toBeNull();
    expect(
      basemapOf({
        ...settings,
        tile_url_satellite: 'https://sat.example/{z}/{y}/{x}.jpg',
        tile_attribution_satellite: '© Citra',
      }),
    ).toEqual({
      tileUrl: settings.tile_url,
      tileAttribution: '© Contoh',
      satellite: { tileUrl: 'https://sat.example/{z}/{y}/{x}.jpg', tileAttribution: '© Citra' },
    });
  });

  it('falls back to OpenStreetMap while the settings are missing', () => {
    expect(basemapOf(undefined)).toEqual({
      tileUrl: FALLBACK_TILES.url,
      tileAttribution: FALLBACK_TILES.attribution,
      satellite: null,
    });
  });
});

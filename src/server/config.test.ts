import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      adminPassword: undefined,
      seedDemo: true,
      tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      maxUploadBytes: 5 * 1024 * 1024,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/srv/petadesa',
      DATABASE_URL: 'postgresql://user:secret@db:5432/petadesa',
      ADMIN_PASSWORD: 'a-long-password',
      SEED_DEMO: '0',
      TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/srv/petadesa',
      databaseUrl: 'postgresql://user:secret@db:5432/petadesa',
      adminPassword: 'a-long-password',
      seedDemo: false,
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    });
  });

  it('reads a second basemap only when set, and refuses one that is not a tile template', () => {
    expect(loadConfig({})).toMatchObject({ tileUrlSatellite: undefined, tileAttributionSatellite: '' });
    expect(
      loadConfig({
        TILE_URL_SATELLITE: 'https://sat.example/{z}/{y}/{x}.jpg',
        TILE_URL_SATELLITE_ATTRIBUTION: '© Citra',
      }),
    ).toMatchObject({
      tileUrlSatellite: 'https://sat.example/{z}/{y}/{x}.jpg',
      tileAttributionSatellite: '© Citra',
    });
    expect(() => loadConfig({ TILE_URL_SATELLITE: 'ftp://sat.example/tile.png' })).toThrow(
      /TILE_URL_SATELLITE/,
    );
  });

  it('reads the host names of absolute links, and whether others reach the server', () => {
    expect(loadConfig({})).toMatchObject({ publicHosts: [], production: false });
    expect(
      loadConfig({ PUBLIC_HOSTS: ' Desa.Example , www.desa.example:8080,,[::1]:3000' }).publicHosts,
    ).toEqual(['desa.example', 'www.desa.example:8080', '[::1]:3000']);
    for (const host of ['127.0.0.1', '127.0.1.1', 'localhost', '::1']) {
      expect(loadConfig({ HOST: host }).production, host).toBe(false);
    }
    for (const host of ['0.0.0.0', '::', '10.0.0.11', 'desa.example']) {
      expect(loadConfig({ HOST: host }).production, host).toBe(true);
    }
    expect(loadConfig({ TRUST_PROXY: '1' }).production).toBe(true);
  });

  it('reads the storage limit (1 GB unless set, 0 for none) and how long audit entries are kept', () => {
    expect(loadConfig({})).toMatchObject({ storageQuotaBytes: 1024 * 1024 * 1024, auditKeepDays: undefined });
    expect(loadConfig({ STORAGE_QUOTA_MB: '0', AUDIT_KEEP_DAYS: '365' })).toMatchObject({
      storageQuotaBytes: null,
      auditKeepDays: 365,
    });
    expect(loadConfig({ STORAGE_QUOTA_MB: '2.5' }).storageQuotaBytes).toBe(2.5 * 1024 * 1024);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ TILE_URL: 'https://tiles.example/tile.png' }, 'TILE_URL'],
    [{ CORS_ORIGINS: 'kabupaten.example' }, 'CORS_ORIGINS'],
    [{ PUBLIC_HOSTS: 'https://desa.example' }, 'PUBLIC_HOSTS'],
    [{ PUBLIC_HOSTS: 'desa.example/peta' }, 'PUBLIC_HOSTS'],
    [{ STORAGE_QUOTA_MB: '-1' }, 'STORAGE_QUOTA_MB'],
    [{ STORAGE_QUOTA_MB: 'lots' }, 'STORAGE_QUOTA_MB'],
    [{ AUDIT_KEEP_DAYS: '0' }, 'AUDIT_KEEP_DAYS'],
    [{ AUDIT_KEEP_DAYS: '1.5' }, 'AUDIT_KEEP_DAYS'],
  ])('stops with a message naming the bad variable (%o)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});

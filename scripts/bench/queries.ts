import type { Database } from '../../src/server/db/database.ts';
import { countMaps, listMaps } from '../../src/server/modules/maps/maps.repository.ts';
import { activeMaps, categoriesForMap } from '../../src/server/modules/public/public.repository.ts';

const QUERIES: Record<string, (database: Database) => Promise<unknown>> = {
  'public: active maps': (d) => activeMaps(d.db),
  'public: categories': (d) => categoriesForMap(d.db),
  'admin: maps page with search': (d) => listMaps(d.db, 'a', 10, 10),
  'admin: count with search': (d) => countMaps(d.db, 'a'),
};

/** Median milliseconds of each repository query (the same kysely code) on one database. */
export async function timeQueries(database: Database, repeats = 15): Promise<Record<string, number>> {
  const medians: Record<string, number> = {};
  for (const [name, query] of Object.entries(QUERIES)) {
    await query(database);
    const times: number[] = [];
    for (let i = 0; i < repeats; i++) {
      const started = performance.now();
      await query(database);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    medians[name] = Math.round(times[Math.floor(times.length / 2)]! * 100) / 100;
  }
  return medians;
}

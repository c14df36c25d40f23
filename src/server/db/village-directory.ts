import type { Kysely } from 'kysely';
import type { DB } from './schema.ts';
import { FIRST_VILLAGE_ID } from './village-context.ts';

export interface Village {
  id: number;
  slug: string;
  /** When the regency closed it (read-only until it is purged 30 days later); null while open. */
  closedAt: Date | null;
  /** The host name it was found by (byHost only). */
  host?: string;
}

/** How long a lookup is kept: a village added on another instance is reached here within this. */
const KEPT_MS = 5_000;
/** Lookups kept at most (slugs and hosts asked for, found or not): a client naming random ones costs a row each. */
const KEPT_MAX = 2_000;

interface Kept {
  village: Promise<Village | null>;
  at: number;
  /** Whether `village` has been read (a kept answer may stand in while it is read again). */
  settled: boolean;
}

/**
 * The villages a request can reach, by the slug of its path and by its host name (decision 0055), read
 * from the directory tables (`villages`, `village_hosts`, outside row-level security) and kept briefly,
 * so a request costs no statement to find its village. Unknown names are kept too, so asking for random
 * ones does not turn into a statement each.
 */
export class VillageDirectory {
  private readonly kept = new Map<string, Kept>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The village at `/desa/{slug}/`, or null. */
  bySlug(slug: string): Promise<Village | null> {
    return this.lookup(`slug ${slug}`, () =>
      this.db
        .selectFrom('villages')
        .select(['id', 'slug', 'closed_at'])
        .where('slug', '=', slug)
        .executeTakeFirst(),
    );
  }

  /** The village a host name reaches; the first village for any host that names none. */
  async byHost(host: string): Promise<Village> {
    const name = host.toLowerCase();
    const found = await this.lookup(`host ${name}`, () =>
      this.db
        .selectFrom('village_hosts')
        .innerJoin('villages', 'villages.id', 'village_hosts.village_id')
        .select(['villages.id', 'villages.slug', 'villages.closed_at'])
        .where('village_hosts.host', '=', name)
        .executeTakeFirst(),
    );
    return found ? { ...found, host: name } : this.first();
  }

  first(): Promise<Village> {
    return this.lookup(`id ${FIRST_VILLAGE_ID}`, () =>
      this.db
        .selectFrom('villages')
        .select(['id', 'slug', 'closed_at'])
        .where('id', '=', FIRST_VILLAGE_ID)
        .executeTakeFirst(),
    ).then((village) => village ?? { id: FIRST_VILLAGE_ID, slug: 'desa', closedAt: null });
  }

  /** Forgets what was kept: a village added or renamed here is reached at once. */
  changed(): void {
    this.kept.clear();
  }

  private lookup(
    key: string,
    read: () => Promise<{ id: number; slug: string; closed_at: Date | null } | undefined>,
  ): Promise<Village | null> {
    const now = this.clock();
    const kept = this.kept.get(key);
    if (kept && now - kept.at < KEPT_MS) return kept.village;
    const village = read().then((row) =>
      row ? { id: row.id, slug: row.slug, closedAt: row.closed_at ?? null } : null,
    );
    // A name known before is answered as it was while it is read again, so no request waits on the
    // database for its village (PGlite's one connection may be busy for a while cutting a tile); only a
    // name never seen waits. Once read, the new answer replaces the old.
    const answer = kept?.settled ? kept.village : village;
    const entry: Kept = { village: answer, at: now, settled: kept?.settled ?? false };
    if (this.kept.size >= KEPT_MAX && !kept) this.kept.delete(this.kept.keys().next().value!);
    this.kept.delete(key);
    this.kept.set(key, entry);
    village.then(
      () => {
        if (this.kept.get(key) === entry) this.kept.set(key, { village, at: entry.at, settled: true });
      },
      // A failed read (the database away) is not kept: the next request asks again.
      () => {
        if (this.kept.get(key) === entry) this.kept.delete(key);
      },
    );
    return answer;
  }
}

import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export interface ExportFilter {
  categoryId?: number;
  /** Omitted: every status. */
  status?: 'active' | 'inactive';
}

/** Maps to export, with their category's name, in a stable order. */
export function mapsForExport(db: Kysely<DB>, filter: ExportFilter) {
  let query = db
    .selectFrom('maps')
    .leftJoin('categories', 'categories.id', 'maps.category_id')
    .select([
      'maps.id',
      'maps.name',
      'maps.slug',
      'maps.description',
      'maps.address',
      'maps.opening_hours',
      'maps.phone',
      'maps.website',
      'maps.status',
      'maps.geometry',
      'categories.name as category_name',
    ]);
  if (filter.categoryId !== undefined) query = query.where('maps.category_id', '=', filter.categoryId);
  if (filter.status) query = query.where('maps.status', '=', filter.status);
  return query.orderBy('maps.name').orderBy('maps.id').execute();
}

import { type RawBuilder, sql } from 'kysely';

/**
 * What a client may filter and sort on (Part 3's queryables): the properties every feature carries, each
 * one existing column. The same names are the items path's equality parameters (`?name=...`, which
 * GDAL 3.6 sends for `-where "name = '...'"` once the API definition declares them), `sortby`'s and
 * `properties`' names.
 */
export type QueryableType = 'string' | 'integer';

interface Queryable {
  title: string;
  description: string;
  type: QueryableType;
  column: RawBuilder<unknown>;
}

export const QUERYABLES = {
  id: {
    title: 'Id',
    description: "The feature's id (the number in its address).",
    type: 'integer',
    column: sql.ref('maps.id'),
  },
  name: {
    title: 'Name',
    description: 'The name of the place.',
    type: 'string',
    column: sql.ref('maps.name'),
  },
  slug: {
    title: 'Slug',
    description: 'The name as written in its address on the public map.',
    type: 'string',
    column: sql.ref('maps.slug'),
  },
  description: {
    title: 'Description',
    description: 'What the village wrote about it.',
    type: 'string',
    column: sql.ref('maps.description'),
  },
  address: { title: 'Address', description: 'Its address.', type: 'string', column: sql.ref('maps.address') },
  category: {
    title: 'Category',
    description: "The name of the place's category.",
    type: 'string',
    column: sql.ref('categories.name'),
  },
} satisfies Record<string, Queryable>;

export type QueryableName = keyof typeof QUERYABLES;
export const QUERYABLE_NAMES = Object.keys(QUERYABLES) as QueryableName[];
/** The feature properties (`properties=` chooses among them); `id` is the feature's own member. */
export const PROPERTY_NAMES = QUERYABLE_NAMES.filter((name) => name !== 'id');
/** The one spatial queryable, S_INTERSECTS's property. */
export const GEOMETRY_QUERYABLE = 'geometry';

export function isQueryable(name: string): name is QueryableName {
  return Object.hasOwn(QUERYABLES, name);
}

export const QUERYABLES_TYPE = 'application/schema+json';
export const QUERYABLES_REL = 'http://www.opengis.net/def/rel/ogc/1.0/queryables';

/** `/collections/{id}/queryables` as Part 3 has it: a JSON Schema of the properties a filter may name. */
export function queryablesDocument(url: string, title: string) {
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: url,
    type: 'object',
    title,
    properties: {
      [GEOMETRY_QUERYABLE]: {
        title: 'Geometry',
        description: 'The place: a point, line or area (S_INTERSECTS).',
        format: 'geometry-any',
        'x-ogc-role': 'primary-geometry',
      },
      ...Object.fromEntries(
        QUERYABLE_NAMES.map((name) => {
          const { title: propertyTitle, description, type } = QUERYABLES[name];
          return [name, { title: propertyTitle, description, type }];
        }),
      ),
    },
    additionalProperties: false,
  };
}

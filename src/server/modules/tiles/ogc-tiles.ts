import { mercatorX, mercatorY } from '../../../shared/geo/web-mercator-tiles.ts';
import { MAX_TILE_ZOOM } from './tile-address.ts';
import { LAYER_CLUSTERS, LAYER_PLACES, MVT_TYPE } from './tile-cut.ts';
import { STREET_ZOOM, TILEJSON_MAX_ZOOM, TILES_PATH, VECTOR_LAYERS } from './tiles.service.ts';

/**
 * OGC API - Tiles, Part 1 (1.0) over the same XYZ tiles: a list of the dataset's tilesets (one, in
 * WebMercatorQuad), its description with the link template, and the tile matrix set it uses, so QGIS and
 * GDAL find the tiles from `/ogc`. Only JSON: these are documents for programs.
 */
export const TILES_CONFORMANCE = [
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/core',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/tileset',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/tilesets-list',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/dataset-tilesets',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/geodata-tilesets',
  'http://www.opengis.net/spec/ogcapi-tiles-1/1.0/conf/mvt',
];

export const TILESETS_VECTOR_REL = 'http://www.opengis.net/def/rel/ogc/1.0/tilesets-vector';
const TILING_SCHEME_REL = 'http://www.opengis.net/def/rel/ogc/1.0/tiling-scheme';
const WEB_MERCATOR_QUAD = 'WebMercatorQuad';
const WEB_MERCATOR_QUAD_URI = 'http://www.opengis.net/def/tilematrixset/OGC/1.0/WebMercatorQuad';
const EPSG_3857 = 'http://www.opengis.net/def/crs/EPSG/0/3857';
const CRS84 = 'http://www.opengis.net/def/crs/OGC/1.3/CRS84';
const JSON_TYPE = 'application/json';

/** Half the width of the Web Mercator world in metres, and the scale of zoom 0's 256 px tile. */
const HALF_WORLD = 20037508.3427892;
const SCALE_AT_ZOOM_0 = 559082264.028717;

function tilesetDescriptionUrl(base: string): string {
  return `${base}/tiles/${WEB_MERCATOR_QUAD}`;
}

function tileMatrixSetUrl(base: string): string {
  return `${base}/tileMatrixSets/${WEB_MERCATOR_QUAD}`;
}

/** `/ogc/tiles`: the dataset's tilesets. */
export function tilesets(base: string, bounds: readonly number[]) {
  return {
    tilesets: [
      {
        title: 'PetaDesa places',
        dataType: 'vector',
        crs: EPSG_3857,
        tileMatrixSetURI: WEB_MERCATOR_QUAD_URI,
        boundingBox: { lowerLeft: [bounds[0], bounds[1]], upperRight: [bounds[2], bounds[3]], crs: CRS84 },
        links: [
          { href: tilesetDescriptionUrl(base), rel: 'self', type: JSON_TYPE, title: 'The tileset' },
          { href: tileMatrixSetUrl(base), rel: TILING_SCHEME_REL, type: JSON_TYPE, title: WEB_MERCATOR_QUAD },
        ],
      },
    ],
    links: [{ href: `${base}/tiles`, rel: 'self', type: JSON_TYPE, title: 'The tilesets' }],
  };
}

/** The tiles that hold the village at each advertised zoom (GDAL 3.6 reads a tileset's extent from them). */
function limits(bounds: readonly number[]) {
  const [west, south, east, north] = bounds as [number, number, number, number];
  return Array.from({ length: TILEJSON_MAX_ZOOM + 1 }, (_, z) => {
    const last = 2 ** z - 1;
    const index = (unit: number) => Math.min(last, Math.max(0, Math.floor(unit * 2 ** z)));
    return {
      tileMatrix: String(z),
      minTileRow: index(mercatorY(north)),
      maxTileRow: index(mercatorY(south)),
      minTileCol: index(mercatorX(west)),
      maxTileCol: index(mercatorX(east)),
    };
  });
}

/** `/ogc/tiles/WebMercatorQuad`: the tileset, its layers and the template of its tiles' addresses. */
export function tileset(base: string, origin: string, bounds: readonly number[]) {
  const template = `${origin}${TILES_PATH.replace('{z}', '{tileMatrix}').replace('{x}', '{tileCol}').replace('{y}', '{tileRow}')}`;
  return {
    title: 'PetaDesa places',
    description: `Every public place; below zoom ${STREET_ZOOM} small places near each other are clustered.`,
    dataType: 'vector',
    crs: EPSG_3857,
    tileMatrixSetURI: WEB_MERCATOR_QUAD_URI,
    boundingBox: { lowerLeft: [bounds[0], bounds[1]], upperRight: [bounds[2], bounds[3]], crs: CRS84 },
    tileMatrixSetLimits: limits(bounds),
    layers: VECTOR_LAYERS.map((layer) => ({
      id: layer.id,
      title: layer.id === LAYER_PLACES ? 'Places' : layer.id === LAYER_CLUSTERS ? 'Clusters' : layer.id,
      description: layer.description,
      dataType: 'vector',
      geometryDimension: layer.id === LAYER_CLUSTERS ? 0 : undefined,
      minTileMatrix: String(layer.minzoom),
      maxTileMatrix: String(layer.maxzoom),
      propertiesSchema: {
        type: 'object',
        properties: Object.fromEntries(
          Object.entries(layer.fields).map(([name, kind]) => [
            name,
            { type: kind === 'Number' ? 'integer' : 'string' },
          ]),
        ),
      },
    })),
    minTileMatrix: '0',
    maxTileMatrix: String(TILEJSON_MAX_ZOOM),
    links: [
      { href: tilesetDescriptionUrl(base), rel: 'self', type: JSON_TYPE, title: 'This tileset' },
      { href: tileMatrixSetUrl(base), rel: TILING_SCHEME_REL, type: JSON_TYPE, title: WEB_MERCATOR_QUAD },
      { href: template, rel: 'item', type: MVT_TYPE, title: 'A tile (Mapbox Vector Tile)', templated: true },
    ],
  };
}

/** `/ogc/tileMatrixSets/WebMercatorQuad`: OGC's WebMercatorQuad (2D TMS 2.0), zoom 0 to MAX_TILE_ZOOM. */
export function webMercatorQuad(base: string) {
  return {
    id: WEB_MERCATOR_QUAD,
    title: 'Google Maps Compatible for the World',
    uri: WEB_MERCATOR_QUAD_URI,
    crs: EPSG_3857,
    orderedAxes: ['X', 'Y'],
    wellKnownScaleSet: 'http://www.opengis.net/def/wkss/OGC/1.0/GoogleMapsCompatible',
    // The TMS 1.0 names beside 2.0's (`identifier`, `supportedCRS`, `boundingBox`, `topLeftCorner`): GDAL
    // before 3.7 reads a tile matrix set only by them ("Invalid tiling matrix set name" otherwise).
    identifier: WEB_MERCATOR_QUAD,
    supportedCRS: EPSG_3857,
    boundingBox: {
      crs: EPSG_3857,
      lowerCorner: [-HALF_WORLD, -HALF_WORLD],
      upperCorner: [HALF_WORLD, HALF_WORLD],
    },
    tileMatrices: Array.from({ length: MAX_TILE_ZOOM + 1 }, (_, z) => ({
      id: String(z),
      identifier: String(z),
      topLeftCorner: [-HALF_WORLD, HALF_WORLD],
      scaleDenominator: SCALE_AT_ZOOM_0 / 2 ** z,
      cellSize: (2 * HALF_WORLD) / 256 / 2 ** z,
      cornerOfOrigin: 'topLeft',
      pointOfOrigin: [-HALF_WORLD, HALF_WORLD],
      tileWidth: 256,
      tileHeight: 256,
      matrixWidth: 2 ** z,
      matrixHeight: 2 ** z,
    })),
    links: [{ href: tileMatrixSetUrl(base), rel: 'self', type: JSON_TYPE, title: WEB_MERCATOR_QUAD }],
  };
}

/** `/ogc/tileMatrixSets`: the one tile matrix set. */
export function tileMatrixSets(base: string) {
  return {
    tileMatrixSets: [
      {
        id: WEB_MERCATOR_QUAD,
        title: 'Google Maps Compatible for the World',
        uri: WEB_MERCATOR_QUAD_URI,
        links: [{ href: tileMatrixSetUrl(base), rel: 'self', type: JSON_TYPE, title: WEB_MERCATOR_QUAD }],
      },
    ],
  };
}

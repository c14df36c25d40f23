import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';

const SIZE = 320;
const PAD = 8;

interface Shape {
  geometry: unknown;
}

/** Every ring, line and point of the importable features, for one bounding box. */
function partsOf(geometry: PetaGeometry): { kind: 'point' | 'line' | 'ring'; positions: Position[] }[] {
  switch (geometry.type) {
    case 'Point':
      return [{ kind: 'point', positions: [geometry.coordinates] }];
    case 'MultiPoint':
      return geometry.coordinates.map((p) => ({ kind: 'point' as const, positions: [p] }));
    case 'LineString':
      return [{ kind: 'line', positions: geometry.coordinates }];
    case 'MultiLineString':
      return geometry.coordinates.map((line) => ({ kind: 'line' as const, positions: line }));
    case 'Polygon':
      return geometry.coordinates.map((ring) => ({ kind: 'ring' as const, positions: ring }));
    case 'MultiPolygon':
      return geometry.coordinates.flat().map((ring) => ({ kind: 'ring' as const, positions: ring }));
  }
}

/**
 * The shapes about to be imported, drawn as an outline sketch without tiles: enough to see that a
 * reprojected layer has the right form and that nothing lies far away, at no cost in map libraries.
 */
export function ImportShapePreview({ features }: { features: readonly Shape[] }) {
  // Feature and part numbers make stable keys: the list only changes when a new preview arrives.
  const parts = features.flatMap((feature, f) =>
    feature.geometry
      ? partsOf(feature.geometry as PetaGeometry).map((part, p) => ({ ...part, key: `${f}-${p}` }))
      : [],
  );
  const all = parts.flatMap((part) => part.positions);
  if (all.length === 0) return null;
  // A loop, not Math.min(...list): a large file has more positions than a call can take as arguments.
  let [minLng, maxLng, minLat, maxLat] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [lng = 0, lat = 0] of all) {
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  // Degrees of longitude shrink with latitude; near the equator (Indonesia) this is almost 1.
  const xScale = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const width = Math.max((maxLng - minLng) * xScale, 1e-9);
  const height = Math.max(maxLat - minLat, 1e-9);
  const scale = (SIZE - 2 * PAD) / Math.max(width, height);
  const x = (lng: number) => PAD + (lng - minLng) * xScale * scale;
  const y = (lat: number) => PAD + (maxLat - lat) * scale;
  const path = (positions: Position[], close: boolean) =>
    `${positions.map((p, i) => `${i ? 'L' : 'M'}${x(p[0]!).toFixed(1)} ${y(p[1]!).toFixed(1)}`).join('')}${close ? 'Z' : ''}`;
  return (
    <figure className="import-sketch">
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        role="img"
        aria-label={`Sketch of ${features.length} shapes to import`}
      >
        {parts.map((part) =>
          part.kind === 'point' ? (
            <circle
              key={part.key}
              cx={x(part.positions[0]![0]!)}
              cy={y(part.positions[0]![1]!)}
              r={3}
              className="import-sketch__point"
            />
          ) : (
            <path
              key={part.key}
              d={path(part.positions, part.kind === 'ring')}
              className={`import-sketch__${part.kind}`}
            />
          ),
        )}
      </svg>
      <figcaption className="data-table__muted">Outline of the shapes to import (north up).</figcaption>
    </figure>
  );
}

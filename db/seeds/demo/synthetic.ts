import type { LineString, Point, Polygon, Position } from 'geojson';
import type { DemoPlace } from './village.ts';
import { VILLAGE_CENTRE } from './village.ts';

/**
 * A large, made-up village for benchmarks and load tests: `count` places around the default centre, about
 * 70% points, 20% lines of 5–30 vertices and 10% polygons of 5–40 vertices, spread over eight categories.
 * The same count and seed always give the same village.
 */

export interface SyntheticCategory {
  key: string;
  name: string;
  description: string;
  color: string;
}

export interface SyntheticVillage {
  categories: SyntheticCategory[];
  places: DemoPlace[];
}

type Kind = 'point' | 'line' | 'polygon';

const CATEGORIES: (SyntheticCategory & { kind: Kind; label: string })[] = [
  {
    key: 'rumah',
    name: 'Rumah Warga',
    description: 'Rumah penduduk.',
    color: '#0ea5e9',
    kind: 'point',
    label: 'Rumah',
  },
  {
    key: 'usaha',
    name: 'Usaha & Warung',
    description: 'Warung dan usaha kecil.',
    color: '#f59e0b',
    kind: 'point',
    label: 'Warung',
  },
  {
    key: 'fasum',
    name: 'Fasilitas Umum',
    description: 'Pos ronda, sumur, MCK.',
    color: '#8b5cf6',
    kind: 'point',
    label: 'Fasilitas',
  },
  {
    key: 'ibadah',
    name: 'Tempat Ibadah',
    description: 'Masjid dan musholla.',
    color: '#10b981',
    kind: 'point',
    label: 'Musholla',
  },
  {
    key: 'jalan',
    name: 'Jalan Desa',
    description: 'Jalan dan gang.',
    color: '#64748b',
    kind: 'line',
    label: 'Gang',
  },
  {
    key: 'saluran',
    name: 'Saluran Air',
    description: 'Irigasi dan selokan.',
    color: '#2563eb',
    kind: 'line',
    label: 'Saluran',
  },
  {
    key: 'sawah',
    name: 'Sawah',
    description: 'Petak sawah.',
    color: '#65a30d',
    kind: 'polygon',
    label: 'Petak Sawah',
  },
  {
    key: 'kebun',
    name: 'Kebun',
    description: 'Kebun dan pekarangan.',
    color: '#b45309',
    kind: 'polygon',
    label: 'Kebun',
  },
];

const HAMLETS = ['Krajan', 'Sumberejo', 'Ngrandu', 'Tegalsari', 'Kedungrejo', 'Sidomulyo'];

/** mulberry32: small, fast and the same on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const METRES_PER_DEGREE_LAT = 110_574;
const METRES_PER_DEGREE_LNG = 111_320 * Math.cos((VILLAGE_CENTRE.lat * Math.PI) / 180);

function offset(east: number, north: number): Position {
  return [
    round6(VILLAGE_CENTRE.lng + east / METRES_PER_DEGREE_LNG),
    round6(VILLAGE_CENTRE.lat + north / METRES_PER_DEGREE_LAT),
  ];
}

/** Index i's kind: seven points, two lines and one polygon in every ten places. */
function kindOf(index: number): Kind {
  const slot = index % 10;
  return slot < 7 ? 'point' : slot < 9 ? 'line' : 'polygon';
}

export function syntheticVillage(count: number, seed = 20_26): SyntheticVillage {
  const rand = random(seed);
  const between = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  // The village grows with its size so density stays plausible: ~1 km across for 1 000 places.
  const radius = Math.max(1_000, 600 * Math.sqrt(count / 1_000));
  const byKind = {
    point: CATEGORIES.filter((c) => c.kind === 'point'),
    line: CATEGORIES.filter((c) => c.kind === 'line'),
    polygon: CATEGORIES.filter((c) => c.kind === 'polygon'),
  };

  const places: DemoPlace[] = [];
  for (let i = 0; i < count; i++) {
    const kind = kindOf(i);
    const options = byKind[kind];
    const category = options[Math.floor(rand() * options.length)]!;
    // Uniform over a disc.
    const distance = radius * Math.sqrt(rand());
    const angle = 2 * Math.PI * rand();
    const east = distance * Math.cos(angle);
    const north = distance * Math.sin(angle);
    let geometry: Point | LineString | Polygon;
    if (kind === 'point') {
      geometry = { type: 'Point', coordinates: offset(east, north) };
    } else if (kind === 'line') {
      const vertices = between(5, 30);
      const coordinates: Position[] = [];
      let x = east;
      let y = north;
      let heading = 2 * Math.PI * rand();
      for (let v = 0; v < vertices; v++) {
        coordinates.push(offset(x, y));
        heading += (rand() - 0.5) * 0.8;
        const step = 15 + rand() * 45;
        x += step * Math.cos(heading);
        y += step * Math.sin(heading);
      }
      geometry = { type: 'LineString', coordinates };
    } else {
      // Star-shaped around its centre (vertices at increasing angles), so the ring never crosses itself.
      const vertices = between(5, 40);
      const size = 20 + rand() * 100;
      const ring: Position[] = [];
      for (let v = 0; v < vertices; v++) {
        const a = (2 * Math.PI * (v + 0.3 * rand())) / vertices;
        const r = size * (0.75 + 0.5 * rand());
        ring.push(offset(east + r * Math.cos(a), north + r * Math.sin(a)));
      }
      ring.push(ring[0]!);
      geometry = { type: 'Polygon', coordinates: [ring] };
    }
    const hamlet = HAMLETS[Math.floor(rand() * HAMLETS.length)]!;
    places.push({
      name: `${category.label} ${i + 1}`,
      description: `${category.description} Data sintetis nomor ${i + 1}.`,
      address: `Dusun ${hamlet} RT ${String(between(1, 12)).padStart(2, '0')}/RW ${String(between(1, 6)).padStart(2, '0')}`,
      categoryKey: category.key,
      status: 'active',
      geometry,
    });
  }

  return {
    categories: CATEGORIES.map(({ key, name, description, color }) => ({ key, name, description, color })),
    places,
  };
}

import type { LineString, MultiPolygon, Point, Polygon, Position } from 'geojson';
import { type Glyph, makeCategoryIcon } from './icons.ts';

export interface DemoCategory {
  key: string;
  name: string;
  description: string;
  color: string;
  iconFile: string;
  icon: Buffer;
}

export interface DemoPlace {
  name: string;
  description: string;
  address: string;
  categoryKey: string;
  status: 'active' | 'inactive';
  geometry: Point | LineString | Polygon | MultiPolygon;
}

export interface DemoVillage {
  title: string;
  description: string;
  boundary: Polygon;
  categories: DemoCategory[];
  places: DemoPlace[];
}

export const VILLAGE_CENTRE = { lat: -7.546839, lng: 112.23307 } as const;

/** A small seeded generator (mulberry32): the demo village is the same on every machine. */
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

/** A position `east` and `north` metres from the centre, in GeoJSON order [lng, lat]. */
function offset(east: number, north: number): Position {
  return [
    round6(VILLAGE_CENTRE.lng + east / METRES_PER_DEGREE_LNG),
    round6(VILLAGE_CENTRE.lat + north / METRES_PER_DEGREE_LAT),
  ];
}

/**
 * A closed, counter-clockwise ring around (east, north): vertices at increasing angles with varying radius,
 * which keeps the ring simple (star-shaped around its centre).
 */
function starRing(
  rand: () => number,
  east: number,
  north: number,
  radius: number,
  vertices: number,
  wobble = 0.3,
): Position[] {
  const ring: Position[] = [];
  for (let i = 0; i < vertices; i++) {
    const angle = (2 * Math.PI * (i + 0.3 * rand())) / vertices;
    const r = radius * (1 - wobble / 2 + wobble * rand());
    ring.push(offset(east + r * Math.cos(angle), north + r * Math.sin(angle)));
  }
  ring.push(ring[0]!);
  return ring;
}

const CATEGORIES: { key: string; name: string; description: string; color: string; glyph: Glyph }[] = [
  {
    key: 'kantor',
    name: 'Kantor Pemerintahan',
    description: 'Kantor desa, balai dusun dan layanan pemerintahan.',
    color: '#2563eb',
    glyph: 'office',
  },
  {
    key: 'pendidikan',
    name: 'Pendidikan',
    description: 'PAUD, TK, SD, SMP dan madrasah di desa.',
    color: '#f59e0b',
    glyph: 'school',
  },
  {
    key: 'ibadah',
    name: 'Tempat Ibadah',
    description: 'Masjid, musholla dan tempat ibadah lainnya.',
    color: '#10b981',
    glyph: 'mosque',
  },
  {
    key: 'kesehatan',
    name: 'Kesehatan',
    description: 'Puskesmas pembantu, posyandu dan polindes.',
    color: '#ef4444',
    glyph: 'health',
  },
  {
    key: 'jalan',
    name: 'Jalan',
    description: 'Jalan desa, jalan dusun dan jalan usaha tani.',
    color: '#64748b',
    glyph: 'road',
  },
  {
    key: 'sawah',
    name: 'Sawah & Pertanian',
    description: 'Hamparan sawah, tegalan dan kebun warga.',
    color: '#84cc16',
    glyph: 'field',
  },
  {
    key: 'dusun',
    name: 'Batas Dusun',
    description: 'Wilayah empat dusun di desa.',
    color: '#a855f7',
    glyph: 'boundary',
  },
  {
    key: 'umum',
    name: 'Fasilitas Umum',
    description: 'Pasar, lapangan, makam dan fasilitas bersama.',
    color: '#0ea5e9',
    glyph: 'public',
  },
];

const HAMLETS = ['Krajan', 'Sumbersari', 'Karanganyar', 'Ngemplak'] as const;

/** The hamlet whose quarter of the village holds a point (east, north) from the centre. */
function hamletAt(east: number, north: number): (typeof HAMLETS)[number] {
  const angle = (Math.atan2(north, east) + 2 * Math.PI) % (2 * Math.PI);
  return HAMLETS[Math.floor(angle / (Math.PI / 2)) % 4]!;
}

export function demoVillage(): DemoVillage {
  const rand = random(20261122);
  const places: DemoPlace[] = [];
  const address = (east: number, north: number) =>
    `Dusun ${hamletAt(east, north)} RT ${String(1 + Math.floor(rand() * 5)).padStart(2, '0')}/RW ${String(1 + Math.floor(rand() * 3)).padStart(2, '0')}`;
  const spot = (minRadius: number, maxRadius: number) => {
    const angle = rand() * 2 * Math.PI;
    const radius = minRadius + rand() * (maxRadius - minRadius);
    return [radius * Math.cos(angle), radius * Math.sin(angle)] as const;
  };
  const point = (
    categoryKey: string,
    name: string,
    description: string,
    status: DemoPlace['status'] = 'active',
  ) => {
    const [east, north] = spot(100, 2100);
    places.push({
      name,
      description,
      address: address(east, north),
      categoryKey,
      status,
      geometry: { type: 'Point', coordinates: offset(east, north) },
    });
  };

  // The boundary: about 3 km across, 36 vertices, radius 2.6 to 3.1 km.
  const boundaryRing: Position[] = [];
  const boundaryAngles: number[] = [];
  for (let i = 0; i < 36; i++) {
    const angle = (2 * Math.PI * i) / 36;
    const r = 2600 + 500 * (0.5 + 0.5 * Math.sin(3 * angle + 1)) * (0.7 + 0.3 * rand());
    boundaryAngles.push(angle);
    boundaryRing.push(offset(r * Math.cos(angle), r * Math.sin(angle)));
  }
  const boundary: Polygon = { type: 'Polygon', coordinates: [[...boundaryRing, boundaryRing[0]!]] };

  // Hamlets: the quarter sectors of the boundary, each closed through the village centre.
  HAMLETS.forEach((hamlet, quarter) => {
    const ring: Position[] = [offset(0, 0)];
    boundaryAngles.forEach((angle, i) => {
      if (angle >= (quarter * Math.PI) / 2 - 1e-9 && angle <= ((quarter + 1) * Math.PI) / 2 + 1e-9)
        ring.push(boundaryRing[i]!);
    });
    if (quarter === 3) ring.push(boundaryRing[0]!);
    ring.push(offset(0, 0));
    places.push({
      name: `Dusun ${hamlet}`,
      description: `Wilayah Dusun ${hamlet}.`,
      address: `Dusun ${hamlet}`,
      categoryKey: 'dusun',
      status: 'active',
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
  });

  point('kantor', 'Kantor Desa Sumberagung', 'Pusat pelayanan administrasi desa, buka Senin sampai Jumat.');
  point('kantor', 'Balai Dusun Krajan', 'Tempat musyawarah dan kegiatan warga Dusun Krajan.');
  point('kantor', 'Balai Dusun Ngemplak', 'Tempat musyawarah dan kegiatan warga Dusun Ngemplak.');
  point('kantor', 'Pos Kamling Sumbersari', 'Pos keamanan lingkungan yang dijaga bergiliran.');
  point('pendidikan', 'SDN Sumberagung 1', 'Sekolah dasar negeri dengan enam rombongan belajar.');
  point('pendidikan', 'SDN Sumberagung 2', 'Sekolah dasar negeri di sisi barat desa.');
  point('pendidikan', 'SMPN 3 Sumberagung', 'Sekolah menengah pertama negeri.');
  point('pendidikan', 'MI Miftahul Huda', 'Madrasah ibtidaiyah swasta.');
  point('pendidikan', 'TK Dharma Wanita', 'Taman kanak-kanak binaan PKK desa.');
  point(
    'pendidikan',
    'PAUD Tunas Bangsa',
    'Pendidikan anak usia dini; gedung lama sedang tidak dipakai.',
    'inactive',
  );
  point('ibadah', 'Masjid Al-Ikhlas', 'Masjid jami desa, kapasitas sekitar 500 jamaah.');
  point('ibadah', 'Masjid Baiturrahman', 'Masjid di Dusun Sumbersari.');
  point('ibadah', 'Musholla Al-Hidayah', 'Musholla warga RT 02.');
  point('ibadah', 'Musholla Nurul Iman', 'Musholla dekat sawah blok timur.');
  point('ibadah', 'Musholla Darussalam', 'Musholla di Dusun Karanganyar.');
  point('ibadah', 'Musholla At-Taqwa', 'Musholla di Dusun Ngemplak.');
  point('ibadah', 'Gereja Kristen Jawi Wetan', 'Gereja di tepi jalan desa.');
  point('ibadah', 'Masjid Al-Falah', 'Masjid di perbatasan dusun.');
  point('kesehatan', 'Puskesmas Pembantu Sumberagung', 'Layanan kesehatan dasar setiap hari kerja.');
  point('kesehatan', 'Polindes Sumberagung', 'Pondok bersalin desa dengan bidan desa.');
  point('kesehatan', 'Posyandu Melati', 'Posyandu balita dan lansia setiap tanggal 10.');
  point('kesehatan', 'Posyandu Mawar', 'Posyandu ini digabung dengan Posyandu Melati.', 'inactive');
  point('umum', 'Pasar Desa Sumberagung', 'Pasar pagi, ramai pada hari pasaran Legi.');
  point('umum', 'BUMDes Agung Makmur', 'Badan usaha milik desa: simpan pinjam dan air bersih.');
  point('umum', 'Bank Sampah Berseri', 'Tempat warga menabung sampah terpilah.');

  // Roads: polylines running across the village with gentle bends.
  const roads: [string, string, DemoPlace['status']][] = [
    ['Jalan Raya Sumberagung', 'Jalan utama desa, aspal, lebar 6 meter.', 'active'],
    ['Jalan Dusun Krajan', 'Jalan lingkungan berpaving.', 'active'],
    ['Jalan Dusun Sumbersari', 'Jalan lingkungan berpaving.', 'active'],
    ['Jalan Dusun Karanganyar', 'Jalan makadam menuju dusun.', 'active'],
    ['Jalan Dusun Ngemplak', 'Jalan cor beton.', 'active'],
    ['Jalan Usaha Tani Blok Timur', 'Jalan tanah untuk akses sawah.', 'active'],
    ['Jalan Lingkar Desa (rencana)', 'Rencana jalan lingkar, belum dibangun.', 'inactive'],
  ];
  roads.forEach(([name, description, status], i) => {
    const heading = (i / roads.length) * Math.PI + rand() * 0.4;
    const length = 2600 + rand() * 1200;
    const vertices = 8 + Math.floor(rand() * 12);
    const start = [-(length / 2) * Math.cos(heading), -(length / 2) * Math.sin(heading)] as const;
    const coordinates: Position[] = [];
    for (let v = 0; v < vertices; v++) {
      const along = (length * v) / (vertices - 1);
      const bend = 60 * Math.sin(v * 0.9 + i) + 20 * (rand() - 0.5);
      coordinates.push(
        offset(
          start[0] + along * Math.cos(heading) - bend * Math.sin(heading),
          start[1] + along * Math.sin(heading) + bend * Math.cos(heading),
        ),
      );
    }
    const [east, north] = [0, 0];
    places.push({
      name,
      description,
      address: address(east + Math.cos(heading), north + Math.sin(heading)),
      categoryKey: 'jalan',
      status,
      geometry: { type: 'LineString', coordinates },
    });
  });

  // Rice fields: single plots and plots in several parts (MultiPolygons), well apart so parts never overlap.
  for (let i = 0; i < 8; i++) {
    const angle = (2 * Math.PI * i) / 8 + 0.2;
    const distance = 1100 + 700 * rand();
    const [east, north] = [distance * Math.cos(angle), distance * Math.sin(angle)];
    places.push({
      name: `Sawah Blok ${String.fromCharCode(65 + i)}`,
      description: 'Sawah irigasi teknis, dua kali tanam padi setahun.',
      address: address(east, north),
      categoryKey: 'sawah',
      status: 'active',
      geometry: {
        type: 'Polygon',
        coordinates: [starRing(rand, east, north, 110 + 90 * rand(), 8 + Math.floor(rand() * 10))],
      },
    });
  }
  ['Tegalan Tebu Karanganyar', 'Kebun Kopi Rakyat Sumbersari', 'Sawah Bengkok Desa'].forEach((name, i) => {
    const angle = (2 * Math.PI * i) / 3 + 0.6;
    const parts = 2 + (i % 2);
    const coordinates: Position[][][] = [];
    for (let p = 0; p < parts; p++) {
      const distance = 900 + 450 * p;
      coordinates.push([
        starRing(
          rand,
          distance * Math.cos(angle),
          distance * Math.sin(angle),
          90 + 60 * rand(),
          10 + Math.floor(rand() * 8),
        ),
      ]);
    }
    places.push({
      name,
      description: 'Lahan pertanian dalam beberapa petak terpisah.',
      address: address(Math.cos(angle), Math.sin(angle)),
      categoryKey: 'sawah',
      status: 'active',
      geometry: { type: 'MultiPolygon', coordinates },
    });
  });

  // Shared grounds drawn as areas.
  [
    ['Lapangan Sepak Bola Desa', 'Lapangan untuk olahraga dan upacara tujuh belasan.', 300, 350],
    ['Makam Umum Sumberagung', 'Tempat pemakaman umum warga desa.', -900, 600],
  ].forEach(([name, description, east, north]) => {
    places.push({
      name: String(name),
      description: String(description),
      address: address(Number(east), Number(north)),
      categoryKey: 'umum',
      status: 'active',
      geometry: { type: 'Polygon', coordinates: [starRing(rand, Number(east), Number(north), 70, 12, 0.1)] },
    });
  });

  return {
    title: 'Desa Sumberagung',
    description:
      'Jelajahi Desa Sumberagung secara interaktif melalui peta GIS: kantor, sekolah, tempat ibadah, jalan dan sawah.',
    boundary,
    categories: CATEGORIES.map(({ glyph, ...category }) => ({
      ...category,
      iconFile: `demo-${category.key}.png`,
      icon: makeCategoryIcon(category.color, glyph),
    })),
    places,
  };
}

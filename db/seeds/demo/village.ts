import type { LineString, MultiPolygon, Point, Polygon } from 'geojson';
import { type Glyph, makeCategoryIcon } from './icons.ts';
import {
  along,
  blob,
  crossing,
  insideRing,
  meanPoint,
  nearestVertex,
  plot,
  polar,
  route,
  toPosition,
  toRing,
  type Xy,
} from './local-geometry.ts';
import { randomFor, signed } from './prng.ts';

export interface DemoCategory {
  key: string;
  name: string;
  description: string;
  /** #rrggbb, lower case as the category form stores it. */
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

type CategoryKey =
  | 'kantor'
  | 'pendidikan'
  | 'ibadah'
  | 'kesehatan'
  | 'jalan'
  | 'perairan'
  | 'pertanian'
  | 'batas-dusun'
  | 'fasilitas-umum';

const CATEGORIES: readonly {
  key: CategoryKey;
  name: string;
  description: string;
  color: string;
  glyph: Glyph;
}[] = [
  {
    key: 'kantor',
    name: 'Kantor Pemerintahan',
    description: 'Kantor dan balai desa, balai dusun, pos kamling serta kantor lembaga desa.',
    color: '#7c3aed',
    glyph: 'building',
  },
  {
    key: 'pendidikan',
    name: 'Pendidikan',
    description: 'Sekolah dasar, madrasah, TK, PAUD dan taman pendidikan Al-Qur’an.',
    color: '#2563eb',
    glyph: 'book',
  },
  {
    key: 'ibadah',
    name: 'Tempat Ibadah',
    description: 'Masjid, musholla dan gereja yang digunakan warga.',
    color: '#059669',
    glyph: 'dome',
  },
  {
    key: 'kesehatan',
    name: 'Kesehatan',
    description: 'Polindes, puskesmas pembantu dan posyandu di tiap dusun.',
    color: '#dc2626',
    glyph: 'cross',
  },
  {
    key: 'jalan',
    name: 'Jalan',
    description: 'Jalan desa, jalan dusun, gang dan jalan usaha tani.',
    color: '#475569',
    glyph: 'road',
  },
  {
    key: 'perairan',
    name: 'Sungai & Irigasi',
    description: 'Sungai, saluran irigasi, embung dan sumber mata air.',
    color: '#0891b2',
    glyph: 'drop',
  },
  {
    key: 'pertanian',
    name: 'Sawah & Pertanian',
    description: 'Hamparan sawah, kebun tebu, tegalan dan tanah bengkok desa.',
    color: '#65a30d',
    glyph: 'leaf',
  },
  {
    key: 'batas-dusun',
    name: 'Batas Dusun',
    description: 'Wilayah keempat dusun di Desa Sumberagung.',
    color: '#d97706',
    glyph: 'flag',
  },
  {
    key: 'fasilitas-umum',
    name: 'Fasilitas Umum',
    description: 'Pasar, lapangan, makam, gedung serbaguna dan sarana umum lainnya.',
    color: '#db2777',
    glyph: 'tree',
  },
];

/** Hamlets in counter-clockwise order, each owning a 90° sector starting at its `fromDeg`. */
const HAMLETS = [
  { name: 'Krajan', rw: 1, fromDeg: 20 },
  { name: 'Sumbersari', rw: 2, fromDeg: 110 },
  { name: 'Karanganyar', rw: 3, fromDeg: 200 },
  { name: 'Ngemplak', rw: 4, fromDeg: 290 },
] as const;

const BOUNDARY_VERTICES_PER_HAMLET = 8;
const HUB: Xy = [0, 0];

type Shape =
  | { type: 'Point'; at: Xy }
  | { type: 'LineString'; line: Xy[] }
  | { type: 'Polygon'; ring: Xy[] }
  | { type: 'MultiPolygon'; rings: Xy[][] };

interface Draft {
  name: string;
  description: string;
  categoryKey: CategoryKey;
  shape: Shape;
  inactive?: boolean;
  address?: string;
}

/**
 * The boundary is built from four sectors so the hamlet outlines can share its vertices exactly: each
 * sector starts with a vertex on its dividing bearing.
 */
function villageBoundary(): Xy[] {
  const random = randomFor('batas desa');
  const phase2 = random() * 360;
  const phase3 = random() * 360;
  const ring: Xy[] = [];
  const step = 90 / BOUNDARY_VERTICES_PER_HAMLET;
  for (const hamlet of HAMLETS) {
    for (let k = 0; k < BOUNDARY_VERTICES_PER_HAMLET; k++) {
      const angle = hamlet.fromDeg + k * step + (k === 0 ? 0 : 0.25 * step * signed(random));
      const wave = 150 * Math.sin(((2 * angle + phase2) * Math.PI) / 180);
      const ripple = 70 * Math.sin(((3 * angle + phase3) * Math.PI) / 180);
      ring.push(polar(HUB, angle, 2880 + wave + ripple + 30 * signed(random)));
    }
  }
  return ring;
}

/** A hamlet border runs from the village hub to the boundary, bending a little as real ones follow fields. */
function divider(boundary: readonly Xy[], index: number): Xy[] {
  const end = boundary[index * BOUNDARY_VERTICES_PER_HAMLET]!;
  const random = randomFor(`pembatas ${index}`);
  const bearing = HAMLETS[index]!.fromDeg;
  const inner = [500, 1000, 1500, 2000].map((radius) =>
    polar(polar(HUB, bearing, radius), bearing + 90, 90 * signed(random)),
  );
  return [HUB, ...inner, end];
}

function hamletRings(boundary: readonly Xy[]): Xy[][] {
  const dividers = HAMLETS.map((_, index) => divider(boundary, index));
  return HAMLETS.map((_, index) => {
    const first = index * BOUNDARY_VERTICES_PER_HAMLET;
    const arc = Array.from(
      { length: BOUNDARY_VERTICES_PER_HAMLET + 1 },
      (_, k) => boundary[(first + k) % boundary.length]!,
    );
    const outward = dividers[index]!.slice(0, -1);
    const inward = dividers[(index + 1) % HAMLETS.length]!.slice(1, -1).reverse();
    return [...outward, ...arc, ...inward];
  });
}

function drafts(hamlets: readonly Xy[][]): Draft[] {
  const r = (key: string) => randomFor(key);
  const point = (at: Xy): Shape => ({ type: 'Point', at });
  const line = (points: Xy[]): Shape => ({ type: 'LineString', line: points });
  const polygon = (ring: Xy[]): Shape => ({ type: 'Polygon', ring });
  const multi = (rings: Xy[][]): Shape => ({ type: 'MultiPolygon', rings });

  // Roads first: the settlement strings along them, as in any Javanese village.
  const raya = route([[-2380, -320], [-1200, -150], HUB, [1200, 110], [2380, 280]], 6, 18, r('jalan raya'));
  const krajan = route([HUB, [250, 800], [600, 1550], [780, 2300]], 5, 15, r('jalan krajan'));
  const sumbersari = route(
    [nearestVertex(raya, [-950, -120]), [-1300, 550], [-1650, 1250], [-1800, 1500]],
    4,
    15,
    r('jalan sumbersari'),
  );
  const karanganyar = route([HUB, [-180, -800], [-450, -1550], [-650, -2300]], 5, 15, r('jalan karanganyar'));
  const ngemplak = route(
    [nearestVertex(raya, [900, 80]), [1300, -450], [1700, -1150], [1850, -1700]],
    4,
    15,
    r('jalan ngemplak'),
  );
  const makamRoad = route(
    [nearestVertex(karanganyar, [-300, -1200]), [-50, -1320], [170, -1400]],
    3,
    6,
    r('jalan makam'),
  );
  const gang = route([nearestVertex(krajan, [350, 1000]), [-100, 1100]], 5, 8, r('gang mawar'));
  const usahaTani = route(
    [nearestVertex(sumbersari, [-1300, 550]), [-1760, 430]],
    6,
    10,
    r('jalan usaha tani'),
  );
  const river = route(
    [
      [-300, 2400],
      [-600, 1400],
      [-480, 400],
      [-720, -600],
      [-1080, -1500],
      [-1250, -2100],
    ],
    5,
    40,
    r('kali sumber'),
  );
  const canalA = route(
    [
      [-600, 1000],
      [-1000, 850],
      [-1450, 820],
      [-1650, 870],
    ],
    3,
    10,
    r('irigasi blok a'),
  );
  const canalNgemplak = route(
    [
      [700, -350],
      [1100, -700],
      [1600, -850],
      [2300, -900],
    ],
    3,
    12,
    r('irigasi ngemplak'),
  );
  const bridge = crossing(raya, river);
  if (!bridge) throw new Error('Kali Sumber should cross Jalan Raya Sumberagung');

  const kantor = along(krajan, 70, -28);

  const hamletDrafts: Draft[] = HAMLETS.map((hamlet, index) => ({
    name: `Wilayah Dusun ${hamlet.name}`,
    description: `Batas wilayah Dusun ${hamlet.name} (RW 0${hamlet.rw}) menurut peta desa.`,
    categoryKey: 'batas-dusun',
    address: `Dusun ${hamlet.name}, RW 0${hamlet.rw}`,
    shape: polygon(hamlets[index]!),
  }));

  return [
    // Kantor pemerintahan
    {
      name: 'Kantor Desa Sumberagung',
      description: 'Pusat pelayanan administrasi warga: surat keterangan, KTP, KK dan musyawarah desa.',
      categoryKey: 'kantor',
      shape: point(kantor),
    },
    {
      name: 'Kompleks Balai Desa Sumberagung',
      description: 'Halaman kantor desa, pendopo dan aula tempat musyawarah desa dan kegiatan PKK.',
      categoryKey: 'kantor',
      shape: polygon(plot([kantor[0] + 12, kantor[1] + 6], 64, 46, 72, r('balai desa'))),
    },
    {
      name: 'Balai Dusun Sumbersari',
      description: 'Tempat pertemuan warga dan kantor Kepala Dusun Sumbersari.',
      categoryKey: 'kantor',
      shape: point(along(sumbersari, 300, 25)),
    },
    {
      name: 'Balai Dusun Karanganyar',
      description: 'Tempat pertemuan warga dan kantor Kepala Dusun Karanganyar.',
      categoryKey: 'kantor',
      shape: point(along(karanganyar, 850, -25)),
    },
    {
      name: 'Balai Dusun Ngemplak',
      description: 'Tempat pertemuan warga dan kantor Kepala Dusun Ngemplak.',
      categoryKey: 'kantor',
      shape: point(along(ngemplak, 300, 25)),
    },
    {
      name: 'Pos Kamling Dusun Krajan',
      description: 'Pos ronda malam warga RT 03 dan RT 04.',
      categoryKey: 'kantor',
      shape: point(along(krajan, 1000, 15)),
    },
    {
      name: 'Pos Kamling Dusun Ngemplak',
      description: 'Pos ronda di pertigaan jalan menuju kebun tebu.',
      categoryKey: 'kantor',
      shape: point(along(ngemplak, 1300, 20)),
    },
    {
      name: 'Kantor BUMDes Sumber Makmur',
      description: 'Badan Usaha Milik Desa: unit simpan pinjam, air bersih dan penjualan pupuk.',
      categoryKey: 'kantor',
      shape: point(along(raya, 2250, 30)),
    },

    // Pendidikan
    {
      name: 'SDN Sumberagung 1',
      description: 'Sekolah dasar negeri dengan enam rombongan belajar.',
      categoryKey: 'pendidikan',
      shape: point(along(krajan, 420, -30)),
    },
    {
      name: 'SDN Sumberagung 2',
      description: 'Sekolah dasar negeri untuk anak-anak Dusun Sumbersari dan sekitarnya.',
      categoryKey: 'pendidikan',
      shape: point(along(sumbersari, 500, -30)),
    },
    {
      name: 'SDN Sumberagung 3',
      description: 'Sejak regrouping, siswanya bergabung ke SDN Sumberagung 1; gedung belum dimanfaatkan.',
      categoryKey: 'pendidikan',
      inactive: true,
      shape: point(along(karanganyar, 1100, -30)),
    },
    {
      name: 'MI Miftahul Huda',
      description: 'Madrasah ibtidaiyah swasta di bawah yayasan masjid setempat.',
      categoryKey: 'pendidikan',
      shape: point(along(karanganyar, 400, 30)),
    },
    {
      name: 'Kompleks MTs Al-Hidayah',
      description: 'Madrasah tsanawiyah dengan ruang kelas, musholla dan lapangan upacara.',
      categoryKey: 'pendidikan',
      shape: polygon(plot(along(krajan, 1150, 80), 92, 60, 68, r('mts al-hidayah'))),
    },
    {
      name: 'TK Dharma Wanita Sumberagung',
      description: 'Taman kanak-kanak di dekat balai desa.',
      categoryKey: 'pendidikan',
      shape: point(along(krajan, 470, 30)),
    },
    {
      name: 'PAUD Tunas Harapan',
      description: 'Kelompok bermain untuk anak usia 3–5 tahun, dikelola kader PKK.',
      categoryKey: 'pendidikan',
      shape: point(along(sumbersari, 800, 25)),
    },
    {
      name: 'TPQ Al-Falah',
      description: 'Taman pendidikan Al-Qur’an, kegiatan setiap sore selepas asar.',
      categoryKey: 'pendidikan',
      shape: point(along(krajan, 1380, 30)),
    },

    // Tempat ibadah
    {
      name: 'Masjid Al-Ikhlas',
      description: 'Masjid jami’ desa, tempat salat Jumat dan peringatan hari besar Islam.',
      categoryKey: 'ibadah',
      shape: point(along(krajan, 180, 25)),
    },
    {
      name: 'Masjid Baiturrahman',
      description: 'Masjid Dusun Karanganyar, juga tempat pengajian rutin ibu-ibu.',
      categoryKey: 'ibadah',
      shape: point(along(karanganyar, 600, 25)),
    },
    {
      name: 'Musholla Al-Amin',
      description: 'Musholla warga RT 05 Dusun Krajan.',
      categoryKey: 'ibadah',
      shape: point(along(krajan, 1350, -22)),
    },
    {
      name: 'Musholla Nurul Huda',
      description: 'Musholla di tepi jalan dusun, ramai saat tarawih.',
      categoryKey: 'ibadah',
      shape: point(along(sumbersari, 650, 25)),
    },
    {
      name: 'Musholla At-Taqwa',
      description: 'Musholla di ujung selatan Dusun Karanganyar.',
      categoryKey: 'ibadah',
      shape: point(along(karanganyar, 1700, 25)),
    },
    {
      name: 'Musholla Al-Hikmah',
      description: 'Sedang direnovasi; kegiatan sementara dipindah ke rumah warga.',
      categoryKey: 'ibadah',
      inactive: true,
      shape: point(along(ngemplak, 700, 25)),
    },
    {
      name: 'GKJW Jemaat Sumberagung',
      description: 'Gereja Kristen Jawi Wetan, kebaktian setiap Minggu pagi.',
      categoryKey: 'ibadah',
      shape: point(along(raya, 3300, 30)),
    },

    // Kesehatan
    {
      name: 'Polindes Sumberagung',
      description: 'Pondok bersalin desa; bidan desa melayani pemeriksaan ibu hamil dan imunisasi.',
      categoryKey: 'kesehatan',
      shape: point(along(krajan, 260, -35)),
    },
    {
      name: 'Puskesmas Pembantu Sumberagung',
      description: 'Pelayanan kesehatan dasar, buka Senin sampai Sabtu pagi.',
      categoryKey: 'kesehatan',
      shape: point(along(karanganyar, 250, -30)),
    },
    {
      name: 'Posyandu Melati',
      description: 'Posyandu balita dan lansia Dusun Krajan, setiap tanggal 5.',
      categoryKey: 'kesehatan',
      shape: point(along(krajan, 700, 25)),
    },
    {
      name: 'Posyandu Mawar',
      description: 'Posyandu balita Dusun Sumbersari, setiap tanggal 10.',
      categoryKey: 'kesehatan',
      shape: point(along(sumbersari, 350, -30)),
    },
    {
      name: 'Posyandu Kenanga',
      description: 'Posyandu balita Dusun Karanganyar, setiap tanggal 15.',
      categoryKey: 'kesehatan',
      shape: point(along(karanganyar, 900, 30)),
    },
    {
      name: 'Posyandu Anggrek',
      description: 'Posyandu balita dan lansia Dusun Ngemplak, setiap tanggal 20.',
      categoryKey: 'kesehatan',
      shape: point(along(ngemplak, 350, -30)),
    },

    // Jalan
    {
      name: 'Jalan Raya Sumberagung',
      description: 'Jalan poros desa beraspal, dilalui angkutan hasil panen.',
      categoryKey: 'jalan',
      shape: line(raya),
    },
    {
      name: 'Jalan Dusun Krajan',
      description: 'Jalan paving dari kantor desa ke utara.',
      categoryKey: 'jalan',
      shape: line(krajan),
    },
    {
      name: 'Jalan Dusun Sumbersari',
      description: 'Jalan aspal desa menuju permukiman dan sawah di barat laut.',
      categoryKey: 'jalan',
      shape: line(sumbersari),
    },
    {
      name: 'Jalan Dusun Karanganyar',
      description: 'Jalan rabat beton ke arah selatan.',
      categoryKey: 'jalan',
      shape: line(karanganyar),
    },
    {
      name: 'Jalan Dusun Ngemplak',
      description: 'Jalan desa menuju kebun tebu di tenggara.',
      categoryKey: 'jalan',
      shape: line(ngemplak),
    },
    {
      name: 'Jalan Makam',
      description: 'Jalan makadam menuju makam umum desa.',
      categoryKey: 'jalan',
      shape: line(makamRoad),
    },
    {
      name: 'Gang Mawar',
      description: 'Gang permukiman selebar dua meter, hanya untuk sepeda motor.',
      categoryKey: 'jalan',
      shape: line(gang),
    },
    {
      name: 'Jalan Usaha Tani Blok A',
      description: 'Jalan tanah diperkeras untuk mengangkut gabah dari Sawah Blok A.',
      categoryKey: 'jalan',
      shape: line(usahaTani),
    },

    // Sungai & irigasi
    {
      name: 'Kali Sumber',
      description: 'Sungai kecil dari sumber mata air di utara desa, mengairi sawah sepanjang tahun.',
      categoryKey: 'perairan',
      shape: line(river),
    },
    {
      name: 'Saluran Irigasi Blok A',
      description: 'Saluran tersier dari Kali Sumber ke Sawah Blok A.',
      categoryKey: 'perairan',
      shape: line(canalA),
    },
    {
      name: 'Saluran Irigasi Ngemplak',
      description: 'Saluran tersier yang mengairi kebun tebu dan sawah Dusun Ngemplak.',
      categoryKey: 'perairan',
      shape: line(canalNgemplak),
    },
    {
      name: 'Embung Sumberagung',
      description: 'Tampungan air hujan untuk cadangan irigasi musim kemarau.',
      categoryKey: 'perairan',
      shape: polygon(blob([-1050, 1750], 90, 12, r('embung'), 0.15)),
    },
    {
      name: 'Sumber Mata Air Sumberagung',
      description: 'Mata air yang memberi nama desa; hulu Kali Sumber.',
      categoryKey: 'perairan',
      shape: point(river[0]!),
    },

    // Sawah & pertanian
    {
      name: 'Sawah Blok A',
      description: 'Sawah irigasi teknis, tanam padi dua kali setahun.',
      categoryKey: 'pertanian',
      shape: multi([
        blob([-1950, 700], 220, 16, r('sawah a1'), 0.15),
        blob([-1250, 1100], 160, 12, r('sawah a2'), 0.15),
        blob([-2000, 1250], 160, 12, r('sawah a3'), 0.15),
      ]),
    },
    {
      name: 'Sawah Blok B',
      description: 'Hamparan sawah terluas di desa, padi dan palawija bergantian.',
      categoryKey: 'pertanian',
      shape: polygon(blob([1350, 1500], 280, 18, r('sawah b'), 0.15)),
    },
    {
      name: 'Sawah Blok C',
      description: 'Sawah di antara Kali Sumber dan Jalan Dusun Krajan.',
      categoryKey: 'pertanian',
      shape: multi([
        blob([150, 1850], 170, 14, r('sawah c1'), 0.15),
        blob([50, 2250], 130, 10, r('sawah c2'), 0.15),
      ]),
    },
    {
      name: 'Sawah Blok D',
      description: 'Sawah tadah hujan di selatan desa.',
      categoryKey: 'pertanian',
      shape: polygon(blob([350, -1900], 220, 16, r('sawah d'), 0.15)),
    },
    {
      name: 'Kebun Tebu Ngemplak',
      description: 'Kebun tebu rakyat, hasil panen dikirim ke pabrik gula.',
      categoryKey: 'pertanian',
      shape: multi([
        blob([2000, -450], 230, 16, r('tebu 1'), 0.15),
        blob([1150, -1250], 200, 14, r('tebu 2'), 0.15),
        blob([2000, 620], 180, 12, r('tebu 3'), 0.15),
      ]),
    },
    {
      name: 'Tegal Jagung Karanganyar',
      description: 'Lahan tegalan yang ditanami jagung dan kacang tanah.',
      categoryKey: 'pertanian',
      shape: polygon(blob([-1500, -900], 200, 14, r('tegal jagung'), 0.15)),
    },
    {
      name: 'Tanah Bengkok Desa',
      description: 'Tanah kas desa yang hasilnya untuk penghasilan perangkat desa.',
      categoryKey: 'pertanian',
      shape: multi([
        blob([-1700, -1450], 150, 10, r('bengkok 1'), 0.15),
        blob([900, -2000], 150, 10, r('bengkok 2'), 0.15),
      ]),
    },
    {
      name: 'Lumbung Padi Kelompok Tani Sumber Rejeki',
      description: 'Gudang gabah dan tempat pertemuan kelompok tani.',
      categoryKey: 'pertanian',
      shape: point(along(sumbersari, 1000, -30)),
    },

    ...hamletDrafts,

    // Fasilitas umum
    {
      name: 'Pasar Desa Sumberagung',
      description: 'Pasar pagi yang ramai pada hari pasaran Legi dan Pahing.',
      categoryKey: 'fasilitas-umum',
      shape: polygon(plot([-230, -110], 90, 60, 8, r('pasar'))),
    },
    {
      name: 'Lapangan Sepak Bola Sumberagung',
      description: 'Lapangan desa untuk sepak bola, upacara 17 Agustus dan pasar malam.',
      categoryKey: 'fasilitas-umum',
      shape: polygon(plot([520, 380], 105, 70, 15, r('lapangan'))),
    },
    {
      name: 'Ruang Terbuka Hijau Desa',
      description: 'Taman kecil dengan tempat bermain anak di dekat kantor desa.',
      categoryKey: 'fasilitas-umum',
      shape: polygon(plot([-150, 180], 50, 40, 100, r('rth'))),
    },
    {
      name: 'Makam Umum Sumberagung',
      description: 'Tempat pemakaman umum desa.',
      categoryKey: 'fasilitas-umum',
      shape: polygon(plot([250, -1450], 120, 80, 10, r('makam umum'))),
    },
    {
      name: 'Makam Dusun Karanganyar',
      description: 'Makam lama warga Dusun Karanganyar, ada punden desa di dalamnya.',
      categoryKey: 'fasilitas-umum',
      shape: polygon(plot([-350, -2150], 70, 50, 75, r('makam karanganyar'))),
    },
    {
      name: 'Lapangan Voli Ngemplak',
      description: 'Lapangan voli warga, turnamen antar-RT setiap Agustus.',
      categoryKey: 'fasilitas-umum',
      shape: point(along(ngemplak, 900, -35)),
    },
    {
      name: 'Gedung Serbaguna Desa',
      description: 'Dapat disewa warga untuk hajatan dan pertemuan.',
      categoryKey: 'fasilitas-umum',
      shape: point(along(raya, 2500, 35)),
    },
    {
      name: 'Jembatan Kali Sumber',
      description: 'Jembatan beton Jalan Raya Sumberagung di atas Kali Sumber.',
      categoryKey: 'fasilitas-umum',
      shape: point(bridge),
    },
    {
      name: 'Menara Air HIPPAM',
      description: 'Tandon air bersih Himpunan Penduduk Pemakai Air Minum.',
      categoryKey: 'fasilitas-umum',
      shape: point(along(raya, 3800, -30)),
    },
    {
      name: 'TPS Lama Sumbersari',
      description: 'Tempat pembuangan sampah sementara; ditutup setelah pindah ke TPS3R.',
      categoryKey: 'fasilitas-umum',
      inactive: true,
      shape: point(along(raya, 1500, -30)),
    },
  ];
}

function verticesOf(shape: Shape): Xy[] {
  switch (shape.type) {
    case 'Point':
      return [shape.at];
    case 'LineString':
      return shape.line;
    case 'Polygon':
      return shape.ring;
    case 'MultiPolygon':
      return shape.rings.flat();
  }
}

function toGeometry(shape: Shape): DemoPlace['geometry'] {
  switch (shape.type) {
    case 'Point':
      return { type: 'Point', coordinates: toPosition(shape.at) };
    case 'LineString':
      return { type: 'LineString', coordinates: shape.line.map(toPosition) };
    case 'Polygon':
      return { type: 'Polygon', coordinates: [toRing(shape.ring)] };
    case 'MultiPolygon':
      return { type: 'MultiPolygon', coordinates: shape.rings.map((ring) => [toRing(ring)]) };
  }
}

/** "Dusun Krajan RT 02/RW 01" for a place in one hamlet; lines naming every hamlet they pass through. */
function addressOf(draft: Draft, hamlets: readonly Xy[][]): string {
  const hamletAt = (p: Xy) => {
    const index = hamlets.findIndex((ring) => insideRing(p, ring));
    if (index < 0) throw new Error(`${draft.name} lies outside every hamlet`);
    return HAMLETS[index]!;
  };
  if (draft.shape.type === 'LineString') {
    // Segment midpoints, not vertices: a road starting at the hub touches all four hamlets there.
    const middles = draft.shape.line.slice(1).map((p, i) => meanPoint([p, (draft.shape as { line: Xy[] }).line[i]!]));
    const crossed = [...new Set(middles.map((p) => hamletAt(p).name))];
    if (crossed.length > 1) {
      return `Melintasi Dusun ${crossed.slice(0, -1).join(', ')} dan ${crossed.at(-1)}`;
    }
  }
  const hamlet = hamletAt(meanPoint(verticesOf(draft.shape)));
  const rt = 1 + Math.floor(randomFor(`rt ${draft.name}`)() * 6);
  return `Dusun ${hamlet.name} RT 0${rt}/RW 0${hamlet.rw}`;
}

/** The demo village loaded on first start. Pure and deterministic: every call returns equal data. */
export function demoVillage(): DemoVillage {
  const boundary = villageBoundary();
  const hamlets = hamletRings(boundary);
  return {
    title: 'Desa Sumberagung',
    description:
      'Desa Sumberagung adalah desa agraris di dataran rendah Jawa Timur dengan empat dusun: Krajan, ' +
      'Sumbersari, Karanganyar dan Ngemplak. Sebagian besar warganya bertani padi dan tebu, diairi oleh ' +
      'Kali Sumber. Data pada peta ini adalah data contoh yang dapat diubah atau dihapus oleh operator desa.',
    boundary: { type: 'Polygon', coordinates: [toRing(boundary)] },
    categories: CATEGORIES.map(({ glyph, ...category }) => ({
      ...category,
      iconFile: `demo-${category.key}.png`,
      icon: makeCategoryIcon(category.color, glyph),
    })),
    places: drafts(hamlets).map((draft) => ({
      name: draft.name,
      description: draft.description,
      address: draft.address ?? addressOf(draft, hamlets),
      categoryKey: draft.categoryKey,
      status: draft.inactive ? 'inactive' : 'active',
      geometry: toGeometry(draft.shape),
    })),
  };
}

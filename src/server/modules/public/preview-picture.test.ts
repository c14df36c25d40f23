import { describe, expect, it } from 'vitest';
import { CHUNK_SEGMENTS, inkOf, PLACE_INK_PER_SPAN, TOTAL_INK_PER_SPAN } from './picture-budget.ts';
import { escapeXml, firstPictureSvg, placedOf, previewSvg, shorten } from './preview-picture.ts';
import { publicCategories } from './synthetic-public-answer.fixtures.ts';

const noPause = async () => {};
/** The places of a synthetic village, ready to draw. */
const placesOf = (count: number) => placedOf(publicCategories(count), noPause);

const count = (svg: string, what: string) => svg.split(what).length - 1;
/** Markers: each point is a zero-length stroke, drawn twice (its white ring, then its colour). */
const markers = (svg: string) => count(svg, 'h0') / 2;

describe('the link preview picture', async () => {
  it('draws every kind of place, the boundary and the name, escaped', async () => {
    const svg = await previewSvg({
      title: 'Desa <Sukamaju> & "Co"',
      subtitle: 'Peta desa',
      places: await placesOf(200),
      boundary: {
        type: 'Polygon',
        coordinates: [
          [
            [112.2, -7.6],
            [112.3, -7.6],
            [112.3, -7.5],
            [112.2, -7.5],
            [112.2, -7.6],
          ],
        ],
      },
    });
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain('Desa &lt;Sukamaju&gt; &amp; &quot;Co&quot;');
    expect(markers(svg)).toBeGreaterThan(50);
    expect(count(svg, 'fill="none"')).toBeGreaterThan(0);
    expect(count(svg, 'fill-opacity="0.22"')).toBeGreaterThan(0);
    expect(count(svg, 'stroke-width="4"')).toBeGreaterThan(0);
    expect(svg).toContain('fill="#2563eb" fill-opacity="0.15"');
  });

  it('is bounded by the picture, not the data: 100 000 places make at most one mark per cell and colour', async () => {
    const svg = await previewSvg({
      title: 'Besar',
      subtitle: '',
      places: await placesOf(100_000),
      boundary: null,
    });
    const cells = Math.ceil(1200 / 4 + 1) * Math.ceil(630 / 4 + 1);
    // 70 000 points in three colours would be 70 000 marks; one per 4-pixel cell and colour at most.
    expect(markers(svg)).toBeLessThan(Math.min(70_000, cells * 3));
    // Each path keeps only the positions that move it to another pixel.
    expect(svg.length).toBeLessThan(3_500_000);
  });

  it('shows a linked place with its neighbours, marked larger, and leaves far places out', async () => {
    const categories = publicCategories(2_000);
    const places = await placedOf(categories, noPause);
    const focus = categories[0]!.maps[0]!;
    const svg = await previewSvg({
      title: focus.name,
      subtitle: '',
      places,
      boundary: null,
      focus: focus.slug,
    });
    expect(count(svg, 'r="22"')).toBe(1);
    const whole = await previewSvg({ title: '', subtitle: '', places, boundary: null });
    expect(markers(svg)).toBeLessThan(markers(whole));
  });

  it('keeps a colour the form would not have given out of the picture', async () => {
    const categories = publicCategories(10);
    categories[0]!.color = '"/><script>alert(1)</script>';
    const svg = await previewSvg({
      title: '',
      subtitle: '',
      places: await placedOf(categories, noPause),
      boundary: null,
    });
    expect(svg).not.toContain('<script>');
    expect(escapeXml(`<'>`)).toBe('&lt;&apos;&gt;');
  });

  it('shortens long texts at a word, with an ellipsis', async () => {
    expect(shorten('Desa Sukamaju Kecamatan Panjang Sekali', 20)).toBe('Desa Sukamaju…');
    expect(shorten('  pendek  ', 20)).toBe('pendek');
  });

  it("draws the live map's first view: the places' box grown by 10%, strokes in screen pixels", async () => {
    const svg = (await firstPictureSvg(await placesOf(300), null, noPause))!;
    const [, , width, height] = /viewBox="([\d ]+)"/.exec(svg)![1]!.split(' ').map(Number);
    expect(Math.max(width!, height!)).toBe(4096);
    expect(svg).toContain('vector-effect:non-scaling-stroke');
    // 12 px markers in a 2 px white ring, as flat-point-layer.ts draws them.
    expect(svg).toContain('stroke-width="16" stroke-linecap="round"');
    expect(svg).toContain('stroke-width="12" stroke-linecap="round"');
    // Every position lies within the grown box: 10% of it on each side is left empty.
    const numbers = [...svg.matchAll(/[ML](-?\d+) (-?\d+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(Math.min(...numbers.map(([x]) => x!))).toBeGreaterThanOrEqual(Math.floor(width! / 12) - 1);
    expect(Math.max(...numbers.map(([x]) => x!))).toBeLessThanOrEqual(Math.ceil((width! * 11) / 12) + 1);
  });

  it('leaves the first picture out when it would not match or not pay', async () => {
    expect(await firstPictureSvg([], null, noPause)).toBeNull();
    expect(await firstPictureSvg(await placesOf(1), null, noPause)).toBeNull();
    expect(await firstPictureSvg(await placesOf(20_000), null, noPause)).toBeNull();
  });
});

/** Every line's, ring's and hull's subpaths (points are zero-length marks), as the rasteriser meets them. */
function pathElements(svg: string): number[][] {
  return [...svg.matchAll(/<path d="([^"]+)"/g)]
    .filter((match) => !match[1]!.includes('h0'))
    .flatMap((match) => match[1]!.split('M').slice(1))
    .map((subpath) => [...subpath.matchAll(/-?\d+/g)].map((n) => Number(n[0])));
}

describe("the picture's cost is bounded by what it draws (issue 30)", () => {
  /** One line of `positions` that crosses itself everywhere, within a village of 46 places. */
  const zigzagVillage = async (positions: number) => {
    const categories = publicCategories(46);
    categories[0]!.maps.push({
      id: 999,
      name: 'Zigzag',
      address: '',
      description: '',
      slug: 'zigzag',
      image: null,
      geometry: {
        type: 'LineString',
        coordinates: Array.from({ length: positions }, (_, i) => [
          112.2 + (((i * 7919) % 1000) / 1000) * 0.1,
          -7.6 + (((i * 104729) % 1000) / 1000) * 0.1,
        ]),
      },
    });
    return placedOf(categories, noPause);
  };

  it('draws a line of 50,000 self-crossing positions as its hull, in elements of a few segments', async () => {
    const places = await zigzagVillage(50_000);
    for (const focus of [undefined, 'zigzag']) {
      const svg = await previewSvg({ title: '', subtitle: '', places, boundary: null, focus });
      const elements = pathElements(svg);
      const span = 1200 + 512;
      const ink = elements.map((xy) => inkOf(xy)).reduce((sum, value) => sum + value, 0);
      expect(ink).toBeLessThan(TOTAL_INK_PER_SPAN * span);
      for (const xy of elements) expect(inkOf(xy)).toBeLessThanOrEqual(PLACE_INK_PER_SPAN * span + 1);
      // Before the budget the zigzag was one path of 50,000 positions.
      expect(Math.max(...elements.map((xy) => xy.length / 2))).toBeLessThan(2_000);
      expect(svg.length).toBeLessThan(100_000);
    }
  });

  it('writes lines in path elements of at most CHUNK_SEGMENTS segments', async () => {
    const svg = await previewSvg({ title: '', subtitle: '', places: await placesOf(5_000), boundary: null });
    const lines = [...svg.matchAll(/<path d="([^"]+)" fill="none"/g)].map((match) => match[1]!);
    expect(lines.length).toBeGreaterThan(10);
    for (const data of lines) expect(data.split('L').length - 1).toBeLessThanOrEqual(CHUNK_SEGMENTS);
  });

  it("leaves out what passes the picture's ink, and no more", async () => {
    const svg = await previewSvg({
      title: '',
      subtitle: '',
      places: await placesOf(100_000),
      boundary: null,
    });
    const ink = pathElements(svg)
      .map((xy) => inkOf(xy))
      .reduce((sum, value) => sum + value, 0);
    expect(ink).toBeLessThan(TOTAL_INK_PER_SPAN * (1200 + 512) * 1.1);
    expect(ink).toBeGreaterThan(TOTAL_INK_PER_SPAN * (1200 + 512) * 0.5);
  });
});

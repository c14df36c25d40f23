import { type Layer, WebMercatorViewport } from '@deck.gl/core';
import { describe, expect, it } from 'vitest';
import { firstPictureSvg, placedOf } from '../../../server/modules/public/preview-picture.ts';
import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';
import { alphaByte, parseHexColor } from '../../../shared/map-style/color.ts';
import type { PublicCategory } from '../../../shared/schemas/public.ts';
import { buildFeatureBuffers, QUAD_VERTICES } from '../buffers/feature-buffers.ts';
import { fitBounds, unionBBoxes } from '../view/fit-bounds.ts';
import { FEATURE_FIT } from '../view/map-zoom.ts';
import { boundaryLayers } from './boundary-layers.ts';
import { FeatureLayers } from './feature-layers.ts';
import type { FlatData } from './flat-layer.ts';
import { flatProjectionProps } from './flat-projection.ts';

/**
 * The server's first picture (preview-picture.ts) and the engine's layers, drawn from the same places
 * at the same view, put the same marks in the same places: positions within a pixel, the same colours
 * and opacities, the same marker sizes and stroke widths. Both read src/shared/map-style; this holds a
 * renderer that strays from it (or draws it differently) to account.
 */

const ROSE = '#e11d48';
const GREEN = '#16a34a';

const square = (x: number, y: number, size: number): Position[] => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];

/** Points far enough apart that the picture keeps each one (it merges marks within 4 units). */
function placesOf(): { color: string; geometry: PetaGeometry }[] {
  const places: { color: string; geometry: PetaGeometry }[] = [];
  for (let i = 0; i < 20; i++)
    places.push({
      color: i % 2 === 0 ? ROSE : GREEN,
      geometry: { type: 'Point', coordinates: [112.2 + (i % 5) * 0.01, -7.56 + Math.floor(i / 5) * 0.01] },
    });
  places.push(
    {
      color: GREEN,
      geometry: {
        type: 'MultiPoint',
        coordinates: [
          [112.205, -7.565],
          [112.235, -7.525],
        ],
      },
    },
    {
      color: ROSE,
      geometry: {
        type: 'LineString',
        coordinates: [
          [112.201, -7.551],
          [112.212, -7.548],
          [112.223, -7.553],
          [112.236, -7.549],
        ],
      },
    },
    {
      color: GREEN,
      geometry: {
        type: 'Polygon',
        coordinates: [square(112.214, -7.544, 0.008), square(112.216, -7.542, 0.003)],
      },
    },
    // A ring of three positions: neither draws it.
    {
      color: ROSE,
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [112.22, -7.53],
            [112.222, -7.53],
            [112.22, -7.53],
          ],
        ],
      },
    },
  );
  return places;
}

const BOUNDARY: PetaGeometry = { type: 'Polygon', coordinates: [square(112.195, -7.565, 0.05)] };

function publicCategories(places: { color: string; geometry: PetaGeometry }[]): PublicCategory[] {
  return [ROSE, GREEN].map((color, id) => ({
    id,
    name: color,
    description: '',
    color,
    image: null,
    map_marker: 'circle',
    maps: places
      .map((place, index) => ({ place, index }))
      .filter(({ place }) => place.color === color)
      .map(({ place, index }) => ({
        id: index,
        name: `${index}`,
        address: '',
        description: '',
        slug: `place-${index}`,
        image: null,
        geometry: place.geometry,
      })),
  }));
}

/** A mark of the picture: where its positions fall on the screen, and how it is painted. */
interface Mark {
  kind: 'point' | 'line' | 'fill' | 'boundary';
  rgb: [number, number, number];
  alpha: number;
  /** Points: the disc's diameter; lines: their width; fills and the boundary: their outline's. */
  width: number;
  /** Points: the ring's outer diameter. */
  outer?: number;
  pixels: [number, number][];
}

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

function pixelsOf(data: string, toScreen: number): [number, number][] {
  return [...data.matchAll(/[ML](-?\d+) (-?\d+)/g)].map((m) => [
    Number(m[1]) * toScreen,
    Number(m[2]) * toScreen,
  ]);
}

/** The picture's marks, its units scaled to a screen `width` pixels wide (the page fits it, `contain`). */
function svgMarks(svg: string, width: number): { marks: Mark[]; height: number } {
  const [, , boxWidth, boxHeight] = /viewBox="([\d ]+)"/.exec(svg)![1]!.split(' ').map(Number);
  const toScreen = width / boxWidth!;
  const marks: Mark[] = [];
  for (const group of svg.matchAll(/<g ([^>]*)>(.*?)<\/g>/g)) {
    const tag = group[1]!;
    for (const path of group[2]!.matchAll(/d="([^"]*)"/g))
      marks.push({
        kind: 'fill',
        rgb: parseHexColor(attr(tag, 'fill')),
        alpha: alphaByte(Number(attr(tag, 'fill-opacity'))),
        width: Number(attr(tag, 'stroke-width')),
        pixels: pixelsOf(path[1]!, toScreen),
      });
  }
  const outside = svg.replace(/<g [^>]*>.*?<\/g>/g, '');
  const paths = [...outside.matchAll(/<path [^>]*\/>/g)].map((m) => m[0]);
  for (let i = 0; i < paths.length; i++) {
    const tag = paths[i]!;
    const data = attr(tag, 'd')!;
    const stroke = attr(tag, 'stroke');
    if (data.includes('h0')) {
      // A marker: its ring's path, then its disc's over it.
      const disc = paths[++i]!;
      marks.push({
        kind: 'point',
        rgb: parseHexColor(attr(disc, 'stroke')),
        alpha: alphaByte(Number(attr(disc, 'stroke-opacity') ?? 1)),
        width: Number(attr(disc, 'stroke-width')),
        outer: Number(attr(tag, 'stroke-width')),
        pixels: pixelsOf(data, toScreen),
      });
    } else if (attr(tag, 'fill') === 'none') {
      marks.push({
        kind: 'line',
        rgb: parseHexColor(stroke),
        alpha: alphaByte(Number(attr(tag, 'stroke-opacity') ?? 1)),
        width: Number(attr(tag, 'stroke-width')),
        pixels: pixelsOf(data, toScreen),
      });
    } else {
      marks.push({
        kind: 'boundary',
        rgb: parseHexColor(attr(tag, 'fill')),
        alpha: alphaByte(Number(attr(tag, 'fill-opacity'))),
        width: Number(attr(tag, 'stroke-width')),
        pixels: pixelsOf(data, toScreen),
      });
    }
  }
  return { marks, height: (boxHeight! * width) / boxWidth! };
}

/** Where the engine's vertex shaders put a layer's vertices on the screen, one per quad for quads. */
function layerPixels(layer: Layer, viewport: WebMercatorViewport, stride: number): [number, number][] {
  const { data, positionOrigin } = layer.props as unknown as {
    data: FlatData;
    positionOrigin: [number, number];
  };
  const { eyeClip, xAxis, yAxis, eyeHigh, eyeLow } = flatProjectionProps(viewport, positionOrigin);
  const { positions } = data.attributes;
  const pixels: [number, number][] = [];
  for (let v = 0; v < data.length; v += stride) {
    const x = positions[v * 2]! - eyeHigh[0] - eyeLow[0];
    const y = positions[v * 2 + 1]! - eyeHigh[1] - eyeLow[1];
    const clip = [0, 1, 3].map((i) => eyeClip[i]! + xAxis[i]! * x + yAxis[i]! * y);
    pixels.push([
      ((clip[0]! / clip[2]! + 1) / 2) * viewport.width,
      ((1 - clip[1]! / clip[2]!) / 2) * viewport.height,
    ]);
  }
  return pixels;
}

/** The engine's colour of a layer's vertex `v`. */
function layerColor(layer: Layer, v: number): { rgb: [number, number, number]; alpha: number } {
  const { colors } = (layer.props as unknown as { data: FlatData }).data.attributes;
  return { rgb: [colors[v * 4]!, colors[v * 4 + 1]!, colors[v * 4 + 2]!], alpha: colors[v * 4 + 3]! };
}

const kindOf = (layer: Layer) => (layer.props as { featureKind?: string }).featureKind;
const near = (a: [number, number], b: [number, number]) => Math.hypot(a[0] - b[0], a[1] - b[1]);
/** The picture rounds positions to whole units: at this screen width a unit is a quarter pixel. */
const TOLERANCE = 0.5;

describe("the first picture draws what the engine's layers draw", async () => {
  const places = placesOf();
  const svg = (await firstPictureSvg(
    await placedOf(publicCategories(places), async () => {}),
    BOUNDARY,
    async () => {},
  ))!;
  const width = 1000;
  const { marks, height } = svgMarks(svg, width);
  const of = (kind: Mark['kind']) => marks.filter((mark) => mark.kind === kind);

  const buffers = buildFeatureBuffers(
    places.map(({ color, geometry }) => ({ geometry, color: parseHexColor(color) })),
  );
  const layers = new FeatureLayers(buffers).layers(new Uint8Array(places.length).fill(1));
  const guide = boundaryLayers(BOUNDARY)!;
  // The live map's first fit: the places' box, padded as the spec says, on a screen of the picture's shape.
  const view = fitBounds(unionBBoxes(buffers.bboxes, () => true)!, { width, height }, FEATURE_FIT)!;
  const viewport = new WebMercatorViewport({ width, height, ...view });

  it('puts every marker where the engine does, in the same colour, opacity and size', () => {
    const svgPoints = of('point').flatMap((mark) => mark.pixels.map((pixel) => ({ mark, pixel })));
    const pointLayers = layers.filter((layer) => kindOf(layer) === 'points');
    let drawn = 0;
    for (const layer of pointLayers) {
      const { radiusPixels, strokePixels } = layer.props as unknown as Record<string, number>;
      layerPixels(layer, viewport, QUAD_VERTICES).forEach((pixel, point) => {
        drawn++;
        const color = layerColor(layer, point * QUAD_VERTICES);
        const match = svgPoints.find((candidate) => near(candidate.pixel, pixel) < TOLERANCE);
        expect(match, `point at ${pixel}`).toBeDefined();
        expect(match!.mark.rgb).toEqual(color.rgb);
        expect(match!.mark.alpha).toBe(color.alpha);
        // The shader's circle: its radius to the middle of the ring, the ring strokePixels wide.
        expect(match!.mark.width).toBe(2 * radiusPixels! - strokePixels!);
        expect(match!.mark.outer).toBe(2 * radiusPixels! + strokePixels!);
      });
    }
    expect(drawn).toBe(22);
    expect(svgPoints).toHaveLength(drawn);
  });

  it('draws every line and outline through the positions the engine draws, as wide, in the same colour', () => {
    for (const [kind, svgKind] of [
      ['lines', 'line'],
      ['outlines', 'fill'],
    ] as const) {
      const engine = layers
        .filter((layer) => kindOf(layer) === kind)
        .flatMap((layer) =>
          layerPixels(layer, viewport, QUAD_VERTICES).map((pixel, quad) => ({
            pixel,
            ...layerColor(layer, quad * QUAD_VERTICES),
            width: (layer.props as unknown as { widthPixels: number }).widthPixels,
          })),
        );
      const svgMarksOfKind = of(svgKind);
      expect(svgMarksOfKind.length).toBeGreaterThan(0);
      for (const mark of svgMarksOfKind) {
        expect(mark.width).toBe(engine[0]!.width);
        for (const pixel of mark.pixels) {
          const match = engine.find((vertex) => near(vertex.pixel, pixel) < TOLERANCE);
          expect(match, `${kind} vertex at ${pixel}`).toBeDefined();
          expect(mark.rgb).toEqual(match!.rgb);
          if (kind === 'lines') expect(mark.alpha).toBe(match!.alpha);
        }
      }
    }
  });

  it('fills areas in the same colour and opacity, and leaves out the same unfinished ring', () => {
    const fills = layers.filter((layer) => kindOf(layer) === 'polygons');
    expect(buffers.polygons.length).toBe(1);
    // The one polygon: its outer ring and its hole, one path element in the picture.
    expect(of('fill')).toHaveLength(1);
    const fill = layerColor(fills[0]!, 0);
    expect(of('fill')[0]!.rgb).toEqual(fill.rgb);
    expect(of('fill')[0]!.alpha).toBe(fill.alpha);
  });

  it("draws the boundary where the engine's guide is, in its blue, fill opacity and weight", () => {
    const [boundary] = of('boundary');
    const fill = guide.find((layer) => kindOf(layer) === 'polygons')!;
    const outline = guide.find((layer) => kindOf(layer) === 'outlines')!;
    expect(boundary!.rgb).toEqual(layerColor(fill, 0).rgb);
    expect(boundary!.alpha).toBe(layerColor(fill, 0).alpha);
    expect(boundary!.width).toBe((outline.props as unknown as { widthPixels: number }).widthPixels);
    const engine = layerPixels(fill, viewport, 1);
    for (const pixel of boundary!.pixels)
      expect(Math.min(...engine.map((vertex) => near(vertex, pixel)))).toBeLessThan(TOLERANCE);
  });
});

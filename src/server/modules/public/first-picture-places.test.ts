import { describe, expect, it } from 'vitest';
import type { FirstPicturePlaces } from '../../../shared/first-picture-places.ts';
import { asGeometry } from '../../../shared/geo/as-geometry.ts';
import { representativePoint } from '../../../shared/geo/representative-point.ts';
import type { PublicCategory } from '../../../shared/schemas/public.ts';
import { FIRST_PICTURE_PLACES_MAX_BYTES, firstPicturePlaces } from './first-picture-places.ts';
import { firstPictureFrame, firstPictureSvg, placedOf } from './preview-picture.ts';
import { publicCategories } from './synthetic-public-answer.fixtures.ts';

const noPause = async () => {};

async function tapData(categories: PublicCategory[], mode: 'standar' | 'id' | 'en' = 'standar') {
  const frame = firstPictureFrame(await placedOf(categories, noPause))!;
  const json = firstPicturePlaces(categories, frame, mode);
  return { frame, json, data: json === null ? null : (JSON.parse(json) as FirstPicturePlaces) };
}

describe("the first picture's places (decision 0050)", () => {
  it('puts each point where the picture draws its marker, in the same viewBox', async () => {
    const categories = publicCategories(40);
    const svg = (await firstPictureSvg(await placedOf(categories, noPause), null, noPause))!;
    const { data } = await tapData(categories);
    expect(svg).toContain(`viewBox="0 0 ${data!.w} ${data!.h}"`);
    const points = categories
      .flatMap((category) => category.maps)
      .filter((map) => (map.geometry as { type: string }).type === 'Point');
    expect(points.length).toBeGreaterThan(5);
    for (const map of points) {
      const place = data!.p.find((p) => p[6] === map.slug)!;
      expect(svg).toContain(`M${place[0]} ${place[1]}h0`);
    }
  });

  it("carries each place's popup: category, name, address, description, slug, and the point directions lead to", async () => {
    const categories = publicCategories(30);
    const { data } = await tapData(categories);
    const places = categories.flatMap((category) => category.maps);
    expect(data!.p).toHaveLength(places.length);
    const map = places[3]!;
    const place = data!.p.find((p) => p[6] === map.slug)!;
    const category = categories.find((c) => c.maps.includes(map))!;
    expect(data!.c[place[2]]).toEqual([category.name, category.color]);
    expect(place.slice(3, 5)).toEqual([map.name, map.address]);
    expect(map.description.startsWith(place[5].replace(/…$/, ''))).toBe(true);
    const [lng, lat] = representativePoint(asGeometry(map.geometry))!;
    expect(place[7]).toBeCloseTo(lng!, 6);
    expect(place[8]).toBeCloseTo(lat!, 6);
  });

  it("has the popup's texts in every language mode, and names the village's own", async () => {
    const { data } = await tapData(publicCategories(20), 'en');
    expect(data!.l).toBe('en');
    expect(data!.t.en![1]).toBe('Directions');
    expect(data!.t['id-x-standar']![1]).toBe('Petunjuk Arah');
    expect(data!.t.id![2]).toBe('Salin tautan');
  });

  it('cannot end its script element, whatever a name says', async () => {
    const categories = publicCategories(20);
    categories.find((category) => category.maps.length > 0)!.maps[0]!.name =
      '</script><script>alert(1)</script>';
    const { json, data } = await tapData(categories);
    expect(json).not.toContain('<');
    expect(data!.p.map((p) => p[3])).toContain('</script><script>alert(1)</script>');
  });

  it('leaves the descriptions out first when that keeps it within its cap', async () => {
    const categories = publicCategories(30);
    const { frame, json } = await tapData(categories);
    const shorter = firstPicturePlaces(categories, frame, 'standar', json!.length - 1)!;
    const data = JSON.parse(shorter) as FirstPicturePlaces;
    expect(data.p).toHaveLength(30);
    expect(data.p.every((place) => place[5] === '')).toBe(true);
    expect(data.p.every((place) => place[3] !== '')).toBe(true);
    expect(firstPicturePlaces(categories, frame, 'standar', 1_000)).toBeNull();
  });

  it('is left out past its byte cap: the picture stays a picture', async () => {
    const { json } = await tapData(publicCategories(2_000));
    expect(json).toBeNull();
    const small = await tapData(publicCategories(100));
    expect(small.json!.length).toBeLessThanOrEqual(FIRST_PICTURE_PLACES_MAX_BYTES);
  });
});

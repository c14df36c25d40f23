import { type APIRequestContext, expect, test } from '@playwright/test';
import sharp from 'sharp';
import type { PublicCategory } from '../../src/shared/schemas/public.ts';

// A link shared in WhatsApp (issue 22): the built page's HTML says what it is before any script runs,
// for the village and for one place, and its og:image is a 1200 x 630 PNG that follows the data.

const ADMIN = { username: 'admin', password: 'admin-e2e-password' };

/** The head's tags of a page as a link preview reads them: the HTML alone, no script. */
async function tagsOf(request: APIRequestContext, url: string) {
  const html = await (await request.get(url)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`)
      .exec(head)?.[1]
      ?.replaceAll('&amp;', '&') ?? null;
  return {
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? null,
    description: meta('description'),
    ogTitle: meta('og:title'),
    ogDescription: meta('og:description'),
    ogImage: meta('og:image'),
  };
}

test('the HTML of / and of a place link describes them, with a picture that follows the data', async ({
  request,
}) => {
  const settings = (
    (await (await request.get('/api/public/settings')).json()) as {
      data: { title: string; description: string };
    }
  ).data;
  const village = await tagsOf(request, '/');
  expect(village.title).toBe(`${settings.title} - Sistem Informasi Geografis ${settings.title}`);
  expect(village.description).toBe(settings.description);
  expect(village.ogTitle).toBe(village.title);
  expect(village.ogImage).toMatch(/\/preview\.png\?v=/);

  const categories = (
    (await (await request.get('/api/public/categories')).json()) as { data: PublicCategory[] }
  ).data;
  const described = categories.flatMap((category) => category.maps).find((map) => map.description.trim())!;
  const place = await tagsOf(request, `/?place=${encodeURIComponent(described.slug)}`);
  expect(place.ogTitle).toBe(`${described.name} - ${settings.title}`);
  expect(place.ogDescription).toBe(described.description.trim().replace(/\s+/g, ' ').slice(0, 200));
  expect(place.ogImage).toContain(`place=${encodeURIComponent(described.slug)}`);

  const picture = async (url: string) => {
    const response = await request.get(new URL(url).pathname + new URL(url).search);
    expect(response.headers()['content-type']).toBe('image/png');
    const bytes = await response.body();
    const { width, height } = await sharp(bytes).metadata();
    expect([width, height]).toEqual([1200, 630]);
    return bytes;
  };
  const before = await picture(village.ogImage!);

  // A new place changes the picture and its address.
  const token = (
    (await (await request.post('/api/login', { data: ADMIN })).json()) as { data: { token: string } }
  ).data.token;
  const headers = { authorization: `Bearer ${token}` };
  const created = await request.post('/api/admin/maps', {
    headers,
    data: { name: 'Pos Ronda Baru', latitude: -7.552, longitude: 112.24 },
  });
  expect(created.status()).toBe(201);
  try {
    const after = await tagsOf(request, '/');
    expect(after.ogImage).not.toBe(village.ogImage);
    expect((await picture(after.ogImage!)).equals(before)).toBe(false);
  } finally {
    const id = ((await created.json()) as { data: { id: number } }).data.id;
    await request.delete(`/api/admin/maps/${id}`, { headers });
  }
});

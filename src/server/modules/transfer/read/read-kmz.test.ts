import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { sayText } from '../../../../shared/i18n/say-message.ts';
import { MAX_IMPORT_FEATURES } from '../../../../shared/schemas/transfer.ts';
import { AppError } from '../../../errors.ts';
import { MAX_KMZ_LINKS, readKmz } from './read-kmz.ts';

const kml = (body: string) =>
  `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${body}</Document></kml>`;
const placemark = (name: string) =>
  `<Placemark><name>${name}</name><Point><coordinates>112.2,-7.5</coordinates></Point></Placemark>`;
const links = (href: string, n = 1) =>
  `<NetworkLink><Link><href>${href}</href></Link></NetworkLink>`.repeat(n);
const kmz = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, Buffer.from(text)])));

const names = async (files: Record<string, string>) =>
  (await readKmz(kmz(files))).features.map((feature) => feature.properties.name ?? feature.properties.href);

async function refusal(files: Record<string, string>): Promise<string> {
  const error = await readKmz(kmz(files)).catch((caught: unknown) => caught);
  if (!(error instanceof AppError)) throw new Error('the KMZ was not refused');
  return sayText(error.errors?.File ?? '', 'standar');
}

describe('readKmz', () => {
  it('follows a link to a file once: more links to it, and links back, add nothing', async () => {
    expect(
      await names({
        'doc.kml': kml(placemark('Kantor Desa') + links('layers/a.kml', 3)),
        'layers/a.kml': kml(placemark('Masjid') + links('../doc.kml') + links('a.kml')),
      }),
    ).toEqual(['Kantor Desa', 'Masjid']);
  });

  it('keeps links to the web, and links past three levels, as features without geometry', async () => {
    expect(
      await names({
        'doc.kml': kml(links('a.kml') + links('https://example.com/x.kml')),
        'a.kml': kml(placemark('A') + links('b.kml')),
        'b.kml': kml(placemark('B') + links('c.kml')),
        'c.kml': kml(placemark('C') + links('d.kml')),
        'd.kml': kml(placemark('D')),
      }),
    ).toEqual(['A', 'B', 'C', 'd.kml', 'https://example.com/x.kml']);
  });

  it(`takes ${MAX_KMZ_LINKS} links between its files and refuses one more`, async () => {
    const files = (n: number) => ({ 'doc.kml': kml(links('a.kml', n)), 'a.kml': kml(placemark('A')) });
    expect(await names(files(MAX_KMZ_LINKS))).toEqual(['A']);
    expect(await refusal(files(MAX_KMZ_LINKS + 1))).toBe(
      `The KMZ holds more than ${MAX_KMZ_LINKS} links (NetworkLinks) between its own KML files; save it as one KML file or split it into smaller files.`,
    );
  });

  it(`stops expanding once the features pass ${MAX_IMPORT_FEATURES.toLocaleString('en-US')}`, async () => {
    const half = placemark('P').repeat(MAX_IMPORT_FEATURES / 2 + 1);
    expect(
      await refusal({
        'doc.kml': kml(links('a.kml') + links('b.kml')),
        'a.kml': kml(half),
        'b.kml': kml(half),
      }),
    ).toBe(
      'The file holds more than 5,000 features; at most 5,000 can be imported at once. Split it into smaller files.',
    );
  });
});

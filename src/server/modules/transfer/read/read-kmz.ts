import { msg } from '../../../../shared/i18n/message.ts';
import { MAX_IMPORT_FEATURES } from '../../../../shared/schemas/transfer.ts';
import { readKml } from './read-kml.ts';
import { badFile, type SourceData, type SourceFeature, tooManyFeatures } from './source.ts';
import { unzip, withExtension } from './zip.ts';

/** Links between the KML files of one KMZ are followed this deep (doc.kml -> layer -> its own links). */
const MAX_LINK_DEPTH = 3;

/**
 * NetworkLinks to files inside one KMZ, counted whether followed or not. GDAL's LIBKML driver and Google
 * Earth write one per layer, so a hundred is far past a village's layers; a file with more is refused
 * rather than read in part, since a partial import would drop layers without saying which.
 */
export const MAX_KMZ_LINKS = 100;

/** A KMZ is a zip around one KML (doc.kml by convention); the images beside it are not needed. */
export async function readKmz(bytes: Uint8Array): Promise<SourceData> {
  return readKmzFiles(await unzip(bytes));
}

/** A path inside the zip, relative to the folder of the KML that names it. */
function resolve(from: string, href: string): string {
  const parts = [...from.split('/').slice(0, -1), ...href.split('/')];
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part && part !== '.') out.push(part);
  }
  return out.join('/').toLowerCase();
}

/**
 * GDAL's LIBKML driver and Google Earth write a doc.kml of NetworkLinks to layers/*.kml inside the zip:
 * links to files in the zip are followed; links to the web are left as features without geometry.
 * Each file is read once: a second link to a file already taken in adds nothing, which also ends loops,
 * so the work grows with the size of the zip, not with the number of ways its files link to each other.
 */
export function readKmzFiles(files: Map<string, Uint8Array>): SourceData {
  const names = withExtension(files, '.kml');
  const main = names.find((name) => name === 'doc.kml') ?? names[0];
  if (!main) throw badFile(msg('api_kmz_no_kml'));
  const read = readKml(files.get(main)!);
  const features: SourceFeature[] = [];
  const taken = new Set([main]);
  let links = 0;

  const add = (feature: SourceFeature) => {
    if (features.length >= MAX_IMPORT_FEATURES) throw tooManyFeatures(features.length + 1, false);
    features.push(feature);
  };
  const expand = (name: string, found: readonly SourceFeature[], depth: number) => {
    for (const feature of found) {
      const { '@geometry-type': kind, href } = feature.properties;
      const target = kind === 'networklink' && typeof href === 'string' ? resolve(name, href) : undefined;
      if (target === undefined || !files.has(target)) {
        add(feature);
        continue;
      }
      links += 1;
      if (links > MAX_KMZ_LINKS) {
        throw badFile(
          // The catalogue says MAX_KMZ_LINKS in words: 100.
          msg('api_kmz_links'),
        );
      }
      if (taken.has(target)) continue;
      if (depth >= MAX_LINK_DEPTH) {
        add(feature);
        continue;
      }
      taken.add(target);
      expand(target, readKml(files.get(target)!).features, depth + 1);
    }
  };
  expand(main, read.features, 0);
  return { features, crs: read.crs };
}

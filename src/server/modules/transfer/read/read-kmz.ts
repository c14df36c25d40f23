import { readKml } from './read-kml.ts';
import { badFile, type SourceData, type SourceFeature } from './source.ts';
import { unzip, withExtension } from './zip.ts';

/** A KMZ is a zip around one KML (doc.kml by convention); the images beside it are not needed. */
export function readKmz(bytes: Uint8Array): SourceData {
  return readKmzFiles(unzip(bytes));
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

const MAX_LINK_DEPTH = 3;

/**
 * GDAL's LIBKML driver and Google Earth write a doc.kml of NetworkLinks to layers/*.kml inside the zip:
 * links to files in the zip are followed; links to the web are left as features without geometry.
 */
function expand(files: Map<string, Uint8Array>, name: string, depth: number): SourceFeature[] {
  return readKml(files.get(name)!).features.flatMap((feature) => {
    const { '@geometry-type': kind, href } = feature.properties;
    if (kind !== 'networklink' || typeof href !== 'string' || depth >= MAX_LINK_DEPTH) return [feature];
    const target = resolve(name, href);
    return files.has(target) ? expand(files, target, depth + 1) : [feature];
  });
}

export function readKmzFiles(files: Map<string, Uint8Array>): SourceData {
  const names = withExtension(files, '.kml');
  const main = names.find((name) => name === 'doc.kml') ?? names[0];
  if (!main) throw badFile('The KMZ holds no .kml file.');
  return { features: expand(files, main, 0), crs: readKml(files.get(main)!).crs };
}

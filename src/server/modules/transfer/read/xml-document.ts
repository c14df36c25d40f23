import type { kml } from '@tmcw/togeojson';
import { DOMParser } from '@xmldom/xmldom';
import { msg } from '../../../../shared/i18n/message.ts';
import { badFile, textOf } from './source.ts';

/** The DOM Document togeojson reads (the server has no DOM library types of its own). */
type XmlDocument = Parameters<typeof kml>[0];

/** A parsed XML document; a file that is not well-formed XML is refused as a whole. */
export function xmlDocument(bytes: Uint8Array, what: 'GPX' | 'KML'): XmlDocument {
  const problems: string[] = [];
  const parser = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') problems.push(message);
    },
  });
  let document: unknown;
  try {
    document = parser.parseFromString(textOf(bytes), 'text/xml');
  } catch (error) {
    problems.push(error instanceof Error ? error.message : String(error));
  }
  if (problems.length > 0 || !document) {
    throw badFile(
      msg(what === 'GPX' ? 'api_xml_gpx' : 'api_xml_kml', {
        detail: (problems[0] ?? 'no document').slice(0, 160),
      }),
    );
  }
  // xmldom's Document implements the DOM interfaces togeojson walks (getElementsByTagName, attributes, text).
  return document as XmlDocument;
}

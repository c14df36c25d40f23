import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25: every text a user reads comes from the catalogues (src/shared/i18n/messages). This finds the
 * words written straight into JSX (text between tags, and the attributes people read or hear: aria-label,
 * title, placeholder, alt, label, hint, subtitle) in every screen; there must be none. A text that is the
 * same in every language (a GeoJSON example) is a named constant, which says so.
 */
const ROOT = path.resolve('src/client');
const READ_ATTRIBUTES = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'hint', 'subtitle']);
/** Names that are the same in every language. */
const NAMES = /^(PetaDesa|GeoJSON|KML|GPX|CSV|WKT|OpenStreetMap|OSM|QR)$/;

const words = (text: string) => /\p{L}{2,}/u.test(text) && !NAMES.test(text.trim());

function literalsIn(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && words(node.text)) found.push(node.text.trim());
    if (
      ts.isJsxAttribute(node) &&
      READ_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      words(node.initializer.text)
    ) {
      found.push(node.initializer.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('texts in the screens', () => {
  it('come from the catalogues: no screen writes a text into its JSX', () => {
    const found = tsxFiles(ROOT).flatMap((file) =>
      literalsIn(file).map((text) => `${path.relative(ROOT, file).split(path.sep).join('/')}: ${text}`),
    );
    expect(found).toEqual([]);
  });

  it('finds a text written into JSX (the check can fail)', () => {
    const file = path.join(tmpdir(), 'petadesa-literal-probe.tsx');
    writeFileSync(file, 'export const A = () => <p title="Hapus data">Save <b>{1}</b> GeoJSON</p>;');
    expect(literalsIn(file)).toEqual(['Hapus data', 'Save']);
  });
});

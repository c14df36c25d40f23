import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import baseline from './i18n-literals.baseline.json' with { type: 'json' };

/**
 * Issue 25: every text a user reads comes from the catalogues (src/shared/i18n/messages). This counts, per
 * file, the words written straight into JSX (text between tags, and the attributes people read or hear:
 * aria-label, title, placeholder, alt, label, hint, subtitle). The screens not yet moved to the catalogues
 * are listed with their count in i18n-literals.baseline.json; a count may only go down, and going down
 * means lowering the list, so it always says what is left.
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
  const counts = Object.fromEntries(
    tsxFiles(ROOT)
      .map((file) => [path.relative(ROOT, file).split(path.sep).join('/'), literalsIn(file)] as const)
      .filter(([, found]) => found.length > 0),
  );
  const allowed = baseline as Record<string, number>;

  it('come from the catalogues: no screen gains a text written into its JSX', () => {
    for (const [file, found] of Object.entries(counts)) {
      expect(found.length, `${file} writes texts into its JSX: ${found.join(' | ')}`).toBeLessThanOrEqual(
        allowed[file] ?? 0,
      );
    }
  });

  it('keep the list of screens still to move true (lower it when a screen moves)', () => {
    for (const [file, count] of Object.entries(allowed)) {
      expect(counts[file]?.length ?? 0, `${file} in i18n-literals.baseline.json`).toBe(count);
    }
  });
});

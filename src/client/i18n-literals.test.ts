import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 25: every text a user reads comes from the catalogues (src/shared/i18n/messages). This finds the
 * words written straight into a screen's JSX: text between tags, a literal that an expression between tags
 * comes out as (`{busy ? 'Saving...' : label}`), and the same in the attributes and props people read or
 * hear (READ_ATTRIBUTES). There must be none. A text that is the same in every language (a GeoJSON example)
 * is a named constant, which says so. Texts outside JSX (toasts, column headers) are not seen here; the
 * browser test of the Indonesian screens reads those.
 */
const ROOT = path.resolve('src/client');
/** Attributes and props whose value people read or hear. */
const READ_ATTRIBUTES = new Set([
  'aria-label',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'subtitle',
  'caption',
  'legend',
  'description',
  'emptyTitle',
  'addLabel',
  'searchPlaceholder',
  'confirmLabel',
  'pendingLabel',
]);
/** Names that are the same in every language. */
const NAMES = /^(PetaDesa|GeoJSON|KML|GPX|CSV|WKT|OpenStreetMap|OSM|QR)$/;

const words = (text: string) => /\p{L}{2,}/u.test(text) && !NAMES.test(text.trim());

/** The texts an expression can come out as: itself, a branch of `?:`, a side of `||`, `??` or `&&`. */
function resultTexts(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node))
    return [[node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')];
  if (ts.isParenthesizedExpression(node)) return resultTexts(node.expression);
  if (ts.isConditionalExpression(node))
    return [...resultTexts(node.whenTrue), ...resultTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return resultTexts(node.right);
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken) {
      return [...resultTexts(node.left), ...resultTexts(node.right)];
    }
  }
  return [];
}

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
    // `{busy ? 'Saving...' : 'Save'}` between tags.
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      found.push(...resultTexts(node.expression).filter(words));
    }
    if (ts.isJsxAttribute(node) && READ_ATTRIBUTES.has(node.name.getText(source)) && node.initializer) {
      const { initializer } = node;
      if (ts.isStringLiteral(initializer) && words(initializer.text)) found.push(initializer.text);
      if (ts.isJsxExpression(initializer) && initializer.expression) {
        found.push(...resultTexts(initializer.expression).filter(words));
      }
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
    writeFileSync(
      file,
      `export const A = ({ busy, n }) => (
        <p title="Hapus data" aria-label={busy ? 'Saving' : undefined}>
          Save <b>{n}</b> GeoJSON {busy && 'Menyimpan...'} {\`\${n} maps\`} {' '} {thingName('category')}
          <List emptyTitle={n || 'No rows'} className="not read" />
        </p>
      );`,
    );
    expect(literalsIn(file)).toEqual(['Hapus data', 'Saving', 'Save', 'Menyimpan...', '  maps', 'No rows']);
  });
});

import type { PetaGeometry, Position } from '../../../shared/geo/types.ts';
import { msg } from '../../../shared/i18n/message.ts';
import {
  badFilter,
  type ComparisonOp,
  type Condition,
  checkGeometry,
  checkLength,
  envelope,
  FILTER_LIMITS,
  FilterBudget,
  type Scalar,
  temporal,
  unknownFunction,
} from './cql2.ts';

/**
 * CQL2 text, the part of its grammar the claimed classes need, by recursive descent. Every step down
 * counts against FILTER_LIMITS.depth and every node against FILTER_LIMITS.nodes, so a filter nested
 * 10,000 deep is refused at depth 21 after reading a few dozen characters; the whole text is at most
 * FILTER_LIMITS.length characters and is read once, left to right, with no backtracking.
 */
type Token =
  | { type: 'word'; text: string; at: number }
  | { type: 'quoted'; text: string; at: number }
  | { type: 'string'; text: string; at: number }
  | { type: 'number'; value: number; text: string; at: number }
  | { type: 'punct'; text: string; at: number };

const NUMBER = /[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/y;
const WORD = /[A-Za-z_][A-Za-z0-9_.:]*/y;
const PUNCT = /<>|<=|>=|[()=<>,]/y;
const SPACE = /\s+/y;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  const match = (pattern: RegExp) => {
    pattern.lastIndex = at;
    return pattern.exec(text)?.[0];
  };
  while (at < text.length) {
    const space = match(SPACE);
    if (space) {
      at += space.length;
      continue;
    }
    const char = text[at]!;
    if (char === "'" || char === '"') {
      // A quote inside is written twice; a string runs to its closing quote.
      let value = '';
      let end = at + 1;
      for (;;) {
        const next = text.indexOf(char, end);
        if (next < 0) throw syntax(at, text.slice(at));
        value += text.slice(end, next);
        if (text[next + 1] === char) {
          value += char;
          end = next + 2;
        } else {
          end = next + 1;
          break;
        }
      }
      if (value.length > FILTER_LIMITS.string) {
        throw badFilter(msg('api_ogc_filter_string_too_long', { max: FILTER_LIMITS.string }));
      }
      tokens.push({ type: char === "'" ? 'string' : 'quoted', text: value, at });
      at = end;
      continue;
    }
    const word = match(WORD);
    if (word) {
      tokens.push({ type: 'word', text: word, at });
      at += word.length;
      continue;
    }
    const number = match(NUMBER);
    if (number) {
      tokens.push({ type: 'number', value: Number(number), text: number, at });
      at += number.length;
      continue;
    }
    const punct = match(PUNCT);
    if (punct) {
      tokens.push({ type: 'punct', text: punct, at });
      at += punct.length;
      continue;
    }
    throw syntax(at, char);
  }
  return tokens;
}

function syntax(at: number, found: string) {
  return badFilter(msg('api_ogc_filter_syntax', { at: String(at + 1), found: found.slice(0, 40) }));
}

const COMPARISONS: readonly string[] = ['=', '<>', '<', '>', '<=', '>='];
const GEOMETRY_WORDS = [
  'POINT',
  'LINESTRING',
  'POLYGON',
  'MULTIPOINT',
  'MULTILINESTRING',
  'MULTIPOLYGON',
  'BBOX',
  'ENVELOPE',
];

class Parser {
  private index = 0;
  readonly budget = new FilterBudget();

  constructor(private readonly tokens: Token[]) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.index + offset];
  }

  private fail(): never {
    const token = this.peek();
    if (!token) throw badFilter(msg('api_ogc_filter_syntax_end'));
    throw syntax(token.at, token.type === 'string' ? `'${token.text}'` : token.text);
  }

  private isWord(word: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token?.type === 'word' && token.text.toUpperCase() === word;
  }

  private isPunct(text: string): boolean {
    const token = this.peek();
    return token?.type === 'punct' && token.text === text;
  }

  private expectWord(word: string): void {
    if (!this.isWord(word)) this.fail();
    this.index++;
  }

  private expectPunct(text: string): void {
    if (!this.isPunct(text)) this.fail();
    this.index++;
  }

  parse(): Condition {
    if (this.tokens.length === 0) throw badFilter(msg('api_ogc_filter_syntax_end'));
    const condition = this.or(1);
    if (this.index < this.tokens.length) this.fail();
    return condition;
  }

  private or(depth: number): Condition {
    this.budget.depth(depth);
    const args = [this.and(depth)];
    while (this.isWord('OR')) {
      this.index++;
      this.budget.node();
      args.push(this.and(depth));
    }
    return args.length === 1 ? args[0]! : { kind: 'or', args };
  }

  private and(depth: number): Condition {
    const args = [this.not(depth)];
    while (this.isWord('AND')) {
      this.index++;
      this.budget.node();
      args.push(this.not(depth));
    }
    return args.length === 1 ? args[0]! : { kind: 'and', args };
  }

  private not(depth: number): Condition {
    if (this.isWord('NOT')) {
      this.index++;
      this.budget.node();
      this.budget.depth(depth + 1);
      return { kind: 'not', arg: this.not(depth + 1) };
    }
    return this.primary(depth);
  }

  private primary(depth: number): Condition {
    this.budget.node();
    if (this.isPunct('(')) {
      this.index++;
      const inner = this.or(depth + 1);
      this.expectPunct(')');
      return inner;
    }
    if (this.isWord('S_INTERSECTS') && this.peek(1)?.text === '(') return this.intersects(depth);
    const standalone = (this.isWord('TRUE') || this.isWord('FALSE')) && !this.continuesPredicate(1);
    if (standalone) {
      const value = this.isWord('TRUE');
      this.index++;
      return { kind: 'literal', value };
    }
    return this.predicate(depth);
  }

  /** Whether the token at `offset` goes on a predicate (an operator), so TRUE before it is an operand. */
  private continuesPredicate(offset: number): boolean {
    const token = this.peek(offset);
    if (!token) return false;
    if (token.type === 'punct') return COMPARISONS.includes(token.text);
    return ['LIKE', 'BETWEEN', 'IN', 'IS', 'NOT'].some((word) => this.isWord(word, offset));
  }

  private predicate(depth: number): Condition {
    const value = this.scalar(depth);
    const token = this.peek();
    if (token?.type === 'punct' && COMPARISONS.includes(token.text)) {
      this.index++;
      return { kind: 'compare', op: token.text as ComparisonOp, left: value, right: this.scalar(depth) };
    }
    if (this.isWord('IS')) {
      this.index++;
      const negated = this.isWord('NOT');
      if (negated) this.index++;
      this.expectWord('NULL');
      const condition: Condition = { kind: 'isNull', value };
      return negated ? { kind: 'not', arg: condition } : condition;
    }
    const negated = this.isWord('NOT');
    if (negated) this.index++;
    let condition: Condition;
    if (this.isWord('LIKE')) {
      this.index++;
      condition = { kind: 'like', value, pattern: this.scalar(depth) };
    } else if (this.isWord('BETWEEN')) {
      this.index++;
      const low = this.scalar(depth);
      this.expectWord('AND');
      condition = { kind: 'between', value, low, high: this.scalar(depth) };
    } else if (this.isWord('IN')) {
      this.index++;
      this.expectPunct('(');
      const list = [this.scalar(depth)];
      while (this.isPunct(',')) {
        this.index++;
        if (list.length >= FILTER_LIMITS.inList) {
          throw badFilter(msg('api_ogc_filter_in_list', { max: FILTER_LIMITS.inList }));
        }
        list.push(this.scalar(depth));
      }
      this.expectPunct(')');
      condition = { kind: 'in', value, list };
    } else {
      return this.fail();
    }
    return negated ? { kind: 'not', arg: condition } : condition;
  }

  private scalar(depth: number): Scalar {
    this.budget.node();
    const token = this.peek();
    if (!token) return this.fail();
    switch (token.type) {
      case 'string':
        this.index++;
        return { kind: 'string', value: token.text };
      case 'number':
        this.index++;
        return { kind: 'number', value: token.value };
      case 'quoted':
        this.index++;
        return { kind: 'property', name: token.text };
      case 'punct':
        return this.fail();
      case 'word': {
        const upper = token.text.toUpperCase();
        if (this.peek(1)?.text === '(' && this.peek(1)?.type === 'punct') {
          if (upper === 'DATE' || upper === 'TIMESTAMP') {
            this.index += 2;
            const literal = this.peek();
            if (literal?.type !== 'string') return this.fail();
            this.index++;
            this.expectPunct(')');
            return temporal(upper === 'DATE' ? 'date' : 'timestamp', literal.text);
          }
          if (upper !== 'CASEI') throw unknownFunction(token.text);
          this.index += 2;
          this.budget.depth(depth + 1);
          const arg = this.scalar(depth + 1);
          this.expectPunct(')');
          return { kind: 'casei', arg };
        }
        this.index++;
        if (upper === 'TRUE' || upper === 'FALSE') return { kind: 'boolean', value: upper === 'TRUE' };
        return { kind: 'property', name: token.text };
      }
    }
  }

  private intersects(depth: number): Condition {
    this.budget.spatialTest();
    this.index += 2;
    const first = this.spatialOperand(depth);
    this.expectPunct(',');
    const second = this.spatialOperand(depth);
    this.expectPunct(')');
    const geometries = [first, second].filter((operand): operand is PetaGeometry => operand !== 'property');
    if (geometries.length !== 1) throw badFilter(msg('api_ogc_filter_spatial_operands'));
    return { kind: 'intersects', geometry: geometries[0]! };
  }

  /** The geometry property (any name: the compiler checks it is the one queryable geometry) or a literal. */
  private spatialOperand(depth: number): PetaGeometry | 'property' {
    this.budget.node();
    const token = this.peek();
    const word = token?.type === 'word' ? token.text.toUpperCase() : '';
    if (token?.type === 'quoted' || (token?.type === 'word' && !GEOMETRY_WORDS.includes(word))) {
      this.index++;
      if (token.text !== 'geometry') throw badFilter(msg('api_ogc_filter_spatial_operands'));
      return 'property';
    }
    if (!word) return this.fail();
    this.index++;
    if (this.isWord('Z')) this.index++;
    if (word === 'BBOX' || word === 'ENVELOPE') {
      this.expectPunct('(');
      const numbers = [this.number()];
      while (this.isPunct(',')) {
        this.index++;
        if (numbers.length >= 6) this.fail();
        numbers.push(this.number());
      }
      this.expectPunct(')');
      return envelope(numbers);
    }
    const nesting = {
      POINT: 0,
      LINESTRING: 1,
      MULTIPOINT: 1,
      POLYGON: 2,
      MULTILINESTRING: 2,
      MULTIPOLYGON: 3,
    }[word]!;
    this.budget.depth(depth + nesting);
    const coordinates = nesting === 0 ? this.position() : this.positions(nesting, word === 'MULTIPOINT');
    const type = {
      POINT: 'Point',
      LINESTRING: 'LineString',
      MULTIPOINT: 'MultiPoint',
      POLYGON: 'Polygon',
      MULTILINESTRING: 'MultiLineString',
      MULTIPOLYGON: 'MultiPolygon',
    }[word];
    return checkGeometry({ type, coordinates } as PetaGeometry);
  }

  private number(): number {
    const token = this.peek();
    if (token?.type !== 'number') return this.fail();
    this.index++;
    return token.value;
  }

  /** `(x y [z])`. */
  private position(): Position {
    this.expectPunct('(');
    const position = this.bareposition();
    this.expectPunct(')');
    return position;
  }

  private bareposition(): Position {
    this.budget.vertex();
    const position = [this.number(), this.number()];
    if (this.peek()?.type === 'number') position.push(this.number());
    return position;
  }

  /** `nesting` levels of parenthesised, comma-separated lists, positions at the bottom (no recursion). */
  private positions(nesting: number, multipoint: boolean): unknown {
    const list = (level: number): unknown[] => {
      this.expectPunct('(');
      const items: unknown[] = [];
      do {
        if (items.length > 0) this.index++;
        if (level === 1) {
          // MULTIPOINT takes its points bare or each in parentheses.
          items.push(multipoint && this.isPunct('(') ? this.position() : this.bareposition());
        } else {
          items.push(list(level - 1));
        }
      } while (this.isPunct(','));
      this.expectPunct(')');
      return items;
    };
    return list(nesting);
  }
}

/** A CQL2 text filter as a condition, or a 400 saying what is wrong and where. */
export function parseCql2Text(text: string): Condition {
  checkLength(text);
  return new Parser(tokenize(text)).parse();
}

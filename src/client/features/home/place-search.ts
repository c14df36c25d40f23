import type { MapCatalog } from './map-catalog.ts';
import { fold } from './search.ts';

/**
 * The search over the whole map (issue 31): every place of every category by name, address, description
 * and category name, ignoring case and accents, forgiving one letter too few, too many or wrong in a word
 * of four letters or more ("posyndu" finds "Posyandu"). Pure.
 *
 * Instant at 10,000 places: the index is built once per data change and holds each distinct word once with
 * the places it occurs in, so a keystroke reads the vocabulary (a few thousand words in a village's data)
 * rather than every place's text. Measured in place-search.bench.test.ts; the number is in decision 0033.
 */
export interface PlaceSearchIndex {
  /** Every distinct folded word of the data. */
  words: string[];
  /** For words[w]: its places as `place * FIELDS + field weight`, each place once with its best field. */
  postings: Int32Array[];
  /** Each place's folded name, to rank a name that starts with the query first. */
  names: string[];
  placeCount: number;
}

export interface PlaceSearchResult {
  /** Catalogue indices, best first, at most `limit`. */
  indices: number[];
  /** How many places match in all. */
  total: number;
}

/** Where a word was found, as a weight: a name beats the category's name, which beats the rest. */
const FIELD = { other: 1, category: 2, name: 3 } as const;
const FIELDS = 4;
/** Shorter words are matched only as they are: one letter off in "rt" or "sd" would match everything. */
const FUZZY_FROM = 4;

const WORD = /[\p{L}\p{N}]+/gu;

export function words(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/** Places indexed between two chances to stop: about a millisecond of work on a desktop. */
const PLACES_PER_STEP = 200;

/** Builds the index at once (tests, and a search wanted before the idle time came). */
export function buildPlaceSearch(catalog: MapCatalog): PlaceSearchIndex {
  const work = placeSearchSteps(catalog);
  for (;;) {
    const step = work.next();
    if (step.done) return step.value;
  }
}

/**
 * The index's building as steps of PLACES_PER_STEP places, so it can be made in the browser's idle time
 * after the places arrive: at 10,000 places it is 140 ms on this desktop (four times that on a slow
 * phone), which at once would freeze the map or the first tap on the search box.
 */
export function* placeSearchSteps(catalog: MapCatalog): Generator<void, PlaceSearchIndex, void> {
  const wordIds = new Map<string, number>();
  const lists: number[][] = [];
  const names: string[] = [];
  // Per word, the best weight seen for the place being indexed, to keep each place once per word.
  const seen = new Map<number, number>();
  for (let place = 0; place < catalog.entries.length; place++) {
    if (place > 0 && place % PLACES_PER_STEP === 0) yield;
    const entry = catalog.entries[place]!;
    seen.clear();
    const add = (text: string, weight: number) => {
      for (const word of words(text)) {
        let id = wordIds.get(word);
        if (id === undefined) {
          id = lists.length;
          wordIds.set(word, id);
          lists.push([]);
        }
        if ((seen.get(id) ?? 0) < weight) seen.set(id, weight);
      }
    };
    add(entry.name, FIELD.name);
    add(catalog.categories[entry.category]?.name ?? '', FIELD.category);
    add(entry.address, FIELD.other);
    add(entry.description, FIELD.other);
    for (const [id, weight] of seen) lists[id]!.push(place * FIELDS + weight);
    names.push(fold(entry.name));
  }
  return {
    words: [...wordIds.keys()],
    postings: lists.map((list) => Int32Array.from(list)),
    names,
    placeCount: catalog.entries.length,
  };
}

/**
 * Whether `token` is in `word` within one edit (a letter missing, added or changed), anywhere in it: the
 * query is usually the start of a word still being typed. Sellers' algorithm with one row per letter of
 * the word, stopped as soon as the token's end is reached within one edit.
 */
export function containsNearly(word: string, token: string): boolean {
  const n = token.length;
  if (word.length < n - 1) return false;
  // prev[j]: edits to match token[0, j) ending at the current letter of the word (any start: prev[0] = 0).
  let prev = new Uint8Array(n + 1);
  let next = new Uint8Array(n + 1);
  for (let j = 1; j <= n; j++) prev[j] = j;
  if (prev[n]! <= 1) return true;
  for (let i = 0; i < word.length; i++) {
    next[0] = 0;
    const letter = word.charCodeAt(i);
    for (let j = 1; j <= n; j++) {
      const change = prev[j - 1]! + (token.charCodeAt(j - 1) === letter ? 0 : 1);
      next[j] = Math.min(change, prev[j]! + 1, next[j - 1]! + 1);
    }
    if (next[n]! <= 1) return true;
    const swap = prev;
    prev = next;
    next = swap;
  }
  return false;
}

/** The places every word of the query finds, best first: name before category before the rest; exact first. */
export function searchPlaces(index: PlaceSearchIndex, query: string, limit: number): PlaceSearchResult {
  // At most 8 words: a longer query is a sentence, and its first words have already narrowed it.
  const tokens = [...new Set(words(query))].slice(0, 8);
  if (tokens.length === 0) return { indices: [], total: 0 };
  // hits[p] counts the query's words found so far in place p; a place must find them all, in turn.
  const hits = new Uint8Array(index.placeCount);
  const score = new Float32Array(index.placeCount);
  const best = new Float32Array(index.placeCount);
  tokens.forEach((token, round) => {
    best.fill(0);
    for (let w = 0; w < index.words.length; w++) {
      const word = index.words[w]!;
      let quality: number;
      if (word.startsWith(token)) quality = 1;
      else if (word.includes(token)) quality = 0.8;
      else if (token.length >= FUZZY_FROM && containsNearly(word, token)) quality = 0.5;
      else continue;
      for (const posting of index.postings[w]!) {
        const place = (posting / FIELDS) | 0;
        if (hits[place] !== round) continue;
        const value = quality * (posting % FIELDS);
        if (value > best[place]!) best[place] = value;
      }
    }
    for (let place = 0; place < index.placeCount; place++) {
      if (best[place]! > 0) {
        hits[place] = round + 1;
        score[place] = score[place]! + best[place]!;
      }
    }
  });
  const found: number[] = [];
  for (let place = 0; place < index.placeCount; place++) if (hits[place] === tokens.length) found.push(place);
  // A name that starts with the query comes first; ties keep the catalogue's order (category, then place).
  const whole = tokens.join(' ');
  for (const place of found) if (index.names[place]!.startsWith(whole)) score[place] = score[place]! + 1;
  found.sort((a, b) => score[b]! - score[a]! || a - b);
  return { indices: found.slice(0, limit), total: found.length };
}

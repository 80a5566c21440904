import type { ToolSourceGraph } from './toolSourceGraph';
import type { WordTree } from '../shared/i18n/wordFiles';

/*
 * The tools' words cut by where they are used (issue 40): a page loads the words its frame shows, then each
 * route's module adds the words of its screen. A phone then downloads a third of a language's words for its
 * first screen rather than all of them.
 *
 * A module's words are found in its source: every key is written in full as a string ('tariff.search.title')
 * or as the fixed start of a template (`problems.${code}`), never assembled from parts, as the typed keys
 * (shared/i18n/i18next.d.ts) already ask. toolWordsSplit.test.ts checks that every word of the English
 * file is named so somewhere.
 */

/** Plural and context forms i18next looks up beside a key: `count` → `count_one`, `count_other`. */
const FORM_SUFFIX = '_';

/**
 * A group named whole is a part of its own from this size (its English JSON): a smaller one goes with each
 * screen's words, where it costs less than a request of its own.
 */
const SHARED_GROUP_MIN_CHARACTERS = 2_000;

/** A key path a source names: a text, or a group of texts when the source completes it when it runs. */
type KeyPath = readonly string[];

/** The key paths a source names under the words' top-level groups. */
export function keyPathsIn(source: string, groups: readonly string[]): KeyPath[] {
  if (groups.length === 0) return [];
  const named = new RegExp(`(['"\`])((?:${groups.join('|')})\\.[\\w.-]*)(.?)`, 'g');
  return [...source.matchAll(named)].map(([, quote, key = '', next]) => {
    const segments = key.split('.');
    // Not closed by its own quote, the last segment is only the start of one (`tariff.col${x}`, 'a.b' + x).
    const whole = next === quote ? segments : segments.slice(0, -1);
    return whole.filter((segment) => segment !== '');
  });
}

/** Copies the texts at `path` of `words` into `into`, with the plural and context forms of a text. */
function copyPath(into: Record<string, unknown>, words: WordTree, path: KeyPath): void {
  let target = into;
  let source: WordTree = words;
  path.forEach((segment, index) => {
    if (index === path.length - 1) {
      for (const key of Object.keys(source)) {
        if (key === segment || key.startsWith(`${segment}${FORM_SUFFIX}`)) target[key] = source[key];
      }
      return;
    }
    const below = source[segment];
    if (below === undefined || typeof below === 'string') return;
    target = (target[segment] ??= {}) as Record<string, unknown>;
    source = below;
  });
}

/** The texts of `words` that `paths` name. */
export function wordsAt(words: WordTree, paths: readonly KeyPath[]): WordTree {
  const picked: Record<string, unknown> = {};
  for (const path of paths) if (path.length > 0) copyPath(picked, words, path);
  return pruned(picked as WordTree);
}

/** A tree without its empty groups (a path that named nothing). */
function pruned(tree: WordTree): WordTree {
  const kept: Record<string, string | WordTree> = {};
  for (const [key, value] of Object.entries(tree)) {
    const below = typeof value === 'string' ? value : pruned(value);
    if (typeof below === 'string' || Object.keys(below).length > 0) kept[key] = below;
  }
  return kept;
}

/** The texts of `words` that `already` does not hold. */
export function wordsBeyond(words: WordTree, already: WordTree): WordTree {
  const beyond: Record<string, string | WordTree> = {};
  for (const [key, value] of Object.entries(words)) {
    const held = already[key];
    if (held === undefined) beyond[key] = value;
    else if (typeof value !== 'string' && typeof held !== 'string') {
      const rest = wordsBeyond(value, held);
      if (Object.keys(rest).length > 0) beyond[key] = rest;
    }
  }
  return beyond;
}

/** Where the tools start, and their route modules, as files. */
export interface ToolWordsStarts {
  /** The page's entry: the frame and what it loads when it runs (menus, sign-in), but no route module. */
  readonly entry: string;
  /** Each route module's file, by the name the route table gives it ("routes/vessel.tsx"). */
  readonly routes: Readonly<Record<string, string>>;
}

/** The key paths of the modules a start reaches. */
function keyPathsReached(graph: ToolSourceGraph, start: string, groups: readonly string[]): KeyPath[] {
  return [...graph.closureOf(start)].flatMap((file) => keyPathsIn(graph.textOf(file), groups));
}

/** A route module's words beyond the frame's. */
export interface RouteWords {
  /** The texts it names one by one (or a part of a group by its start). */
  readonly own: WordTree;
  /** The groups it names whole (`problems.${code}`), each a part that route modules share. */
  readonly groups: readonly string[];
}

/** A language's words as the tools load them: the frame's first, then each route module's beyond those. */
export interface ToolWords {
  readonly first: WordTree;
  /** Each group a route module names whole, without what the first words hold of it. */
  readonly groups: Readonly<Record<string, WordTree>>;
  /** By route module; a module whose screen names no word beyond the frame's is left out. */
  readonly routes: Readonly<Record<string, RouteWords>>;
}

/**
 * The words of each language cut by where the tools use them. Every language has the keys of the first
 * (English) one, so all are cut by the same paths. A group a screen names whole (the problems the API
 * may answer) is a part of its own, fetched once for every screen that names it, rather than again with
 * each screen's words.
 */
export function toolWordsSplit<Language extends string>(
  graph: ToolSourceGraph,
  starts: ToolWordsStarts,
  words: Readonly<Record<Language, WordTree>>,
): Record<Language, ToolWords> {
  const languages = Object.keys(words) as Language[];
  const groups = [...new Set(languages.flatMap((language) => Object.keys(words[language])))];
  const firstPaths = keyPathsReached(graph, starts.entry, groups);
  const english = words[languages[0] as Language];
  const sharedGroup = (group: string) =>
    JSON.stringify(english[group] ?? '').length >= SHARED_GROUP_MIN_CHARACTERS;
  const routePaths = Object.entries(starts.routes).map(
    ([name, file]) => [name, keyPathsReached(graph, file, groups)] as const,
  );
  const split = (all: WordTree): ToolWords => {
    const first = wordsAt(all, firstPaths);
    const shared: Record<string, WordTree> = {};
    const routes: Record<string, RouteWords> = {};
    for (const [name, paths] of routePaths) {
      const wholeGroups = new Set<string>();
      for (const [group, ...below] of paths) {
        if (group === undefined || below.length > 0 || !sharedGroup(group)) continue;
        const rest = wordsBeyond(wordsAt(all, [[group]]), first)[group];
        if (rest === undefined || typeof rest === 'string') continue;
        shared[group] = rest;
        wholeGroups.add(group);
      }
      const inGroups = wordsAt(
        all,
        [...wholeGroups].map((group) => [group]),
      );
      const own = wordsBeyond(wordsBeyond(wordsAt(all, paths), first), inGroups);
      if (Object.keys(own).length > 0 || wholeGroups.size > 0) {
        routes[name] = { own, groups: [...wholeGroups].sort() };
      }
    }
    return { first, groups: shared, routes };
  };
  return Object.fromEntries(languages.map((language) => [language, split(words[language])])) as Record<
    Language,
    ToolWords
  >;
}

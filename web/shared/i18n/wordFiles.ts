import type { Language } from './languages';

/** A language's words, or part of them: nested groups of texts. */
export interface WordTree {
  readonly [key: string]: string | WordTree;
}

/** A language's words as a page loads them first: the frame's, and where each route module's others are. */
export interface FirstWords {
  readonly words: WordTree;
  /**
   * The addresses of the words each route module's screen adds, by the module's file ("routes/vessel.tsx"):
   * its own, and the groups it shares with others.
   */
  readonly routeWords: Readonly<Record<string, readonly string[]>>;
}

/*
 * Where the words come from. Here, in the sources (the tests, the site drawn by the server, the shell drawn
 * at build time), each language's whole file, and no route's words beside. The tools' build puts its own
 * module in this one's place (web/buildSteps/toolWordsPlugin.ts): each language's words cut into the
 * frame's, a script of the build, and each route module's, a file fetched with the module; so that a
 * screen loads the words it shows and not those of forty others.
 */
const WHOLE_FILES = import.meta.glob<WordTree>('./locales/*.json', { import: 'default' });

/** Loads the words each language's pages load first, by language. */
export const FIRST_WORDS: Readonly<Partial<Record<Language, () => Promise<FirstWords>>>> = Object.fromEntries(
  Object.entries(WHOLE_FILES).map(([path, load]) => [
    path.replace(/^.*\/(\w+)\.json$/, '$1'),
    async () => ({ words: await load(), routeWords: {} }),
  ]),
);

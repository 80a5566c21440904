import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type { Language } from '../shared/i18n/languages';
import type { FirstWords } from '../shared/i18n/wordFiles';
import { withBuildTimeModule, type BuildTimeSettings } from './buildTimeModule';
import { ROUTE_WORD_FILES, type RouteWordFiles } from './routeWordFiles';
import type { ToolWords } from './toolWordsSplit';

/** The module of the sources whose place the build's takes (shared/i18n/wordFiles.ts), as i18n.ts names it. */
const WORD_FILES_IMPORT = './wordFiles';
const WORD_FILES_IMPORTER = /[\\/]shared[\\/]i18n[\\/]i18n\.ts$/;
const LOADERS_ID = '\0tool-words';
/** A language's first words, a module of the build: `words-bn` becomes the script words-bn-<hash>.js. */
const FIRST_WORDS_PREFIX = 'virtual:tool-words/words-';

/** Words as a file of the build, named by their language, what they are for, and their content. */
function wordsFile(language: string, name: string, content: string): string {
  const hash = createHash('sha256').update(content).digest('base64url').slice(0, 8);
  return `assets/words-${language}-${name}-${hash}.json`;
}

/** A route module's name in its words' file: routes/tools/vessels.tsx → tools_vessels. */
const routeName = (routeFile: string) =>
  routeFile
    .replace(/^routes\//, '')
    .replace(/\.tsx$/, '')
    .replaceAll('/', '_');

/**
 * Cuts the tools' words by screen in the browser build (issue 40): in place of shared/i18n/wordFiles.ts,
 * each language's first words (the frame's) as a module of its own, and each route module's beyond
 * those as a JSON file named by its content, which the first words name and i18n.ts fetches with the
 * route's module. toolWordsSplit.ts says how the words are found.
 */
export function toolWordsPlugin(settings: BuildTimeSettings): Plugin {
  let firstWords = new Map<string, FirstWords>();
  /** Every file of words beyond the first, by its name: a group's, shared by screens, is written once. */
  let laterFiles = new Map<string, string>();
  return {
    name: 'tsw-tool-words',
    apply: 'build',
    // Before Vite's own resolving, which would take the sources' module.
    enforce: 'pre',
    async buildStart() {
      const split = await withBuildTimeModule<
        { toolWordsOfSources: () => Record<Language, ToolWords> },
        Record<Language, ToolWords>
      >(settings, '/buildSteps/toolWordsOfSources.ts', (module) => module.toolWordsOfSources());
      firstWords = new Map();
      laterFiles = new Map();
      for (const [language, words] of Object.entries(split)) {
        const addressOf = (name: string, part: object) => {
          const source = JSON.stringify(part);
          const fileName = wordsFile(language, name, source);
          laterFiles.set(fileName, source);
          return `/${fileName}`;
        };
        const groupAddress = (group: string) => addressOf(group, { [group]: words.groups[group] ?? {} });
        const routeWords: Record<string, string[]> = {};
        for (const [routeFile, { own, groups }] of Object.entries(words.routes)) {
          routeWords[routeFile] = [
            ...(Object.keys(own).length > 0 ? [addressOf(routeName(routeFile), own)] : []),
            ...groups.map(groupAddress),
          ];
        }
        firstWords.set(language, { words: words.first, routeWords });
      }
    },
    resolveId(source, importer) {
      if (source === WORD_FILES_IMPORT && importer && WORD_FILES_IMPORTER.test(importer)) return LOADERS_ID;
      if (source.startsWith(FIRST_WORDS_PREFIX)) return `\0${source}`;
      return null;
    },
    load(id) {
      if (id === LOADERS_ID) {
        const loaders = [...firstWords.keys()].map(
          (language) =>
            `${JSON.stringify(language)}: () => import(${JSON.stringify(`${FIRST_WORDS_PREFIX}${language}`)}).then((module) => module.default)`,
        );
        return `export const FIRST_WORDS = {${loaders.join(',')}};`;
      }
      if (id.startsWith(`\0${FIRST_WORDS_PREFIX}`)) {
        const words = firstWords.get(id.slice(FIRST_WORDS_PREFIX.length + 1));
        if (!words) throw new Error(`No words for ${id}`);
        // Parsed as JSON, which a browser reads faster than the same object as code.
        return `export default JSON.parse(${JSON.stringify(JSON.stringify(words))});`;
      }
      return null;
    },
    generateBundle() {
      for (const [fileName, source] of laterFiles) this.emitFile({ type: 'asset', fileName, source });
      const byLanguage: RouteWordFiles = Object.fromEntries(
        [...firstWords].map(([language, words]) => [language, words.routeWords]),
      );
      this.emitFile({ type: 'asset', fileName: ROUTE_WORD_FILES, source: JSON.stringify(byLanguage) });
    },
  };
}

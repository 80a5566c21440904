import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  LANGUAGE_CODES,
  LANGUAGES,
  pageDataPath,
  SERVER_PATHS,
  TOOL_PRELOADS_FILE,
  TOOL_PRELOADS_SCHEMA,
  toolPreloadsOf,
  type Language,
  type ToolPreloads,
  type ToolRoutePreloads,
} from '@tsw/domain';
import { Value } from 'typebox/value';
import { generated, type GeneratedFile } from '../site/siteGenerator.js';

/** The page the web build writes for the tools, which React Router draws in the browser. */
export const TOOLS_PAGE_FILE = 'index.html';

/** The tools' page as every tool's path answers it, in the language of the path. */
export interface ToolsPage {
  /** The page for `path`, naming the files of that path's screen; without a path, the frame's alone. */
  of(language: Language, path?: string): GeneratedFile;
}

/** The page with its `<html>` in a language: its direction, and the words it shows before the app runs. */
function inLanguage(html: string, language: Language): string {
  return html.replace(/<html\b[^>]*>/, (tag) =>
    tag
      .replace(/\slang="[^"]*"/, ` lang="${language}"`)
      .replace(/\sdir="[^"]*"/, ` dir="${LANGUAGES[language].direction}"`),
  );
}

/**
 * The page with the browser told to fetch, beside the framework, what the screen would otherwise ask for
 * only once the framework has come and run, one after the other: its scripts and styles, the language's
 * words (the frame's, and the screen's, fetched), the frame's data and the login configuration.
 */
function withPreloads(
  html: string,
  language: Language,
  route: ToolRoutePreloads,
  translations: ToolPreloads['translations'],
): string {
  const translation = translations[language];
  const scripts = translation ? [translation, ...route.scripts] : route.scripts;
  // `crossorigin`: the preloads must be fetched as the app's own fetch() asks, to be the ones it uses.
  // Scripts at low priority, as the build marks the page's own (web/buildSteps/toolsScriptPriorityPlugin.ts):
  // the page's style sheet and data come first, and the shell draws without waiting for code.
  const data = [...(route.words[language] ?? []), pageDataPath(`/${language}`), SERVER_PATHS.keycloakJson];
  const links = [
    ...scripts.map((script) => `<link rel="modulepreload" fetchpriority="low" href="${script}"/>`),
    ...route.styles.map((style) => `<link rel="preload" as="style" href="${style}"/>`),
    ...data.map((path) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${path}"/>`),
  ];
  return html.replace('</head>', `${links.join('')}</head>`);
}

/** Each screen's files, from the build; none when the build wrote no list (the page still works). */
function preloadsIn(webDirectory: string): {
  routeOf: (path: string) => ToolRoutePreloads | undefined;
  translations: ToolPreloads['translations'];
} {
  const file = join(webDirectory, TOOL_PRELOADS_FILE);
  if (!existsSync(file)) return { routeOf: () => undefined, translations: {} };
  const described: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Value.Check(TOOL_PRELOADS_SCHEMA, described)) {
    throw new Error(`${file} does not list the screens' files; build the web again.`);
  }
  return { routeOf: toolPreloadsOf(described), translations: described.translations };
}

/**
 * The tools' page of the built front end, made once in each language and for each screen, or undefined
 * when there is no build. It is built once for all languages; the app sets the language itself once it
 * runs, but until then (or when its code fails to load) the page is in the path's language and direction.
 */
export function toolsPageOf(webDirectory: string): ToolsPage | undefined {
  const file = join(webDirectory, TOOLS_PAGE_FILE);
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  const preloads = preloadsIn(webDirectory);
  const pages = new Map<string, GeneratedFile>();
  return {
    of(language, path) {
      if (!LANGUAGE_CODES.includes(language)) throw new Error(`No tools page in ${language}`);
      const route = path === undefined ? undefined : preloads.routeOf(path);
      const key = `${language} ${route?.pattern ?? ''}`;
      let page = pages.get(key);
      if (!page) {
        const translated = inLanguage(html, language);
        page = generated(
          route ? withPreloads(translated, language, route, preloads.translations) : translated,
        );
        pages.set(key, page);
      }
      return page;
    },
  };
}

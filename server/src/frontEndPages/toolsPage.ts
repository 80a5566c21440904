import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGE_CODES, LANGUAGES, type Language } from '@tsw/domain';
import { generated, type GeneratedFile } from '../site/siteGenerator.js';

/** The page the web build writes for the tools, which React Router draws in the browser. */
export const TOOLS_PAGE_FILE = 'index.html';

/** The tools' page as every tool's path answers it, in the language of the path. */
export interface ToolsPage {
  of(language: Language): GeneratedFile;
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
 * The tools' page of the built front end, made once in each language, or undefined when there is no build.
 * It is built once for all languages; the app sets the language itself once it runs, but until then (or
 * when its code fails to load) the page is in the path's language and direction.
 */
export function toolsPageOf(webDirectory: string): ToolsPage | undefined {
  const file = join(webDirectory, TOOLS_PAGE_FILE);
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  const pages = new Map(LANGUAGE_CODES.map((language) => [language, generated(inLanguage(html, language))]));
  return {
    of(language) {
      const page = pages.get(language);
      if (!page) throw new Error(`No tools page in ${language}`);
      return page;
    },
  };
}

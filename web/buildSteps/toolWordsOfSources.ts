import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import routes from '../tools/routes';
import type { RouteEntry } from '../tools/routing/routeConfig';
import { LANGUAGE_CODES, type Language } from '../shared/i18n/languages';
import type { WordTree } from '../shared/i18n/wordFiles';
import { ToolSourceGraph } from './toolSourceGraph';
import { toolWordsSplit, type ToolWords } from './toolWordsSplit';

const TOOLS = fileURLToPath(new URL('../tools/', import.meta.url));
const LOCALES = fileURLToPath(new URL('../shared/i18n/locales/', import.meta.url));

/** The page's entry module, as the tools' page names it (tools/index.html). */
function toolsEntry(): string {
  const page = readFileSync(join(TOOLS, 'index.html'), 'utf8');
  const entry = /<script type="module" src="([^"]+)"/.exec(page)?.[1];
  if (!entry) throw new Error('tools/index.html names no module script');
  return join(TOOLS, entry);
}

/** Every route module the route table names, by that name ("routes/vessel.tsx"). */
function routeModules(entries: readonly RouteEntry[]): Record<string, string> {
  return Object.fromEntries(
    entries.flatMap((entry) => [
      [entry.file, join(TOOLS, entry.file)],
      ...Object.entries(routeModules(entry.children ?? [])),
    ]),
  );
}

/** Each language's words as the tools load them (toolWordsSplit.ts), from the web's sources. */
export function toolWordsOfSources(): Record<Language, ToolWords> {
  const words = Object.fromEntries(
    LANGUAGE_CODES.map((language) => [
      language,
      JSON.parse(readFileSync(join(LOCALES, `${language}.json`), 'utf8')) as WordTree,
    ]),
  ) as Record<Language, WordTree>;
  return toolWordsSplit(new ToolSourceGraph(), { entry: toolsEntry(), routes: routeModules(routes) }, words);
}

import { readFileSync } from 'node:fs';
import { LANGUAGE_CODES, type Language } from '@tsw/domain';
import type { Problem } from '../http/problem.js';

/**
 * The web front end's catalogue of problem messages (`problems` in its five locale files), which translates
 * the API's stable codes. An assistant reads the same words a trader reads on screen; a code the catalogue
 * lacks keeps the API's English message.
 */
const LOCALES_DIRECTORY = new URL('../../../web/shared/i18n/locales/', import.meta.url);

type ProblemCatalogue = Readonly<Record<string, string>>;

const catalogues = new Map<Language, ProblemCatalogue>();

function catalogueOf(language: Language): ProblemCatalogue {
  let catalogue = catalogues.get(language);
  if (!catalogue) {
    try {
      const locale = JSON.parse(readFileSync(new URL(`${language}.json`, LOCALES_DIRECTORY), 'utf8')) as {
        problems?: ProblemCatalogue;
      };
      catalogue = locale.problems ?? {};
    } catch {
      // A deployment without the web's sources still answers, in English.
      catalogue = {};
    }
    catalogues.set(language, catalogue);
  }
  return catalogue;
}

/** The language an assistant asked for by name or by Accept-Language (`fr-FR, en;q=0.8`); English otherwise. */
export function mcpLanguageOf(asked: unknown, acceptLanguage: string | undefined): Language {
  const candidates = [
    typeof asked === 'string' ? asked : '',
    ...(acceptLanguage ?? '').split(',').map((part) => part.split(';')[0] ?? ''),
  ];
  for (const candidate of candidates) {
    const primary = candidate.trim().toLowerCase().split('-')[0] as Language;
    if (LANGUAGE_CODES.includes(primary)) return primary;
  }
  return 'en';
}

/**
 * A problem in the language asked: its first field problem (what a screen shows), or the problem itself,
 * by its code, with the problem's figures put in (`{{max}}`).
 */
export function mcpProblemMessage(problem: Problem, language: Language): string {
  const part = problem.problems?.[0] ?? problem;
  const params: Readonly<Record<string, string | number>> = {
    ...('path' in part ? { path: part.path } : {}),
    ...('params' in part ? part.params : {}),
  };
  const template = catalogueOf(language)[part.code];
  const text = template?.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(params[name] ?? whole));
  // A figure the API did not give would show as {{max}}: its English message says it better.
  return text === undefined || text.includes('{{') ? part.message : text;
}

import type { Language } from '../../portal/portalLanguages.js';
import { SERVER_PATHS } from '../../portal/serverPaths.js';

/** What the changes screen and the feeds are asked about: a scope's digits ('' for all) and two dates. */
export interface TariffChangesAddress {
  readonly scope?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

function queryOf(values: Readonly<Record<string, string | undefined>>): string {
  const given = Object.entries(values).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
  );
  // As URLSearchParams writes them (the domain has no URL API): a space is '+'.
  const encoded = given.map(([name, value]) => `${name}=${encodeURIComponent(value).replace(/%20/g, '+')}`);
  return encoded.length > 0 ? `?${encoded.join('&')}` : '';
}

/**
 * The tariff changes screen (a tool) on a scope and two dates, written once for the web's links and the
 * feeds' entries; a value not given is the screen's default.
 */
export function tariffChangesScreenPath(language: Language, asked: TariffChangesAddress = {}): string {
  return `/${language}/tools/tariff-changes${queryOf({ scope: asked.scope, from: asked.from, to: asked.to })}`;
}

/** The Atom feed of the changes of a scope ('' or none for the whole tariff), in a language. */
export function tariffChangesFeedPath(language: Language, scope = ''): string {
  return `${SERVER_PATHS.tariffChangesFeeds}/${language}${scope === '' ? '' : `/${encodeURIComponent(scope)}`}`;
}

import { TARIFF_LINE, TARIFF_MATCH } from '@tsw/domain';
import fastJson from 'fast-json-stringify';
import type { TariffOnDate } from './tariffSearchService.js';

/** The line schema's own serializer: the text it makes is what the response schema promises. */
const serializeLine = fastJson(TARIFF_LINE);

/** Why a line was found, as the search answer's schema says it: compiled, as a page has many. */
export const tariffMatchJson = fastJson(TARIFF_MATCH);

const LINE_JSON = new WeakMap<TariffOnDate, Map<string, string>>();

/**
 * A line as JSON text without its closing brace, so that the caller can add fields (a search adds the
 * score). Made once per tariff and kept with it (dropped when the tariff changes): a search answer is
 * mostly lines, and serializing them again for every request cost more than ranking.
 */
export function tariffLineJsonOpen(tariff: TariffOnDate, code: string): string {
  let byCode = LINE_JSON.get(tariff);
  if (!byCode) {
    byCode = new Map();
    LINE_JSON.set(tariff, byCode);
  }
  let json = byCode.get(code);
  if (json === undefined) {
    json = serializeLine(tariff.line(code)).slice(0, -1);
    byCode.set(code, json);
  }
  return json;
}

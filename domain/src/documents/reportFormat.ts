import { Type } from 'typebox';
import type { RequestProblem } from '../portal/requestProblem.js';

/** Every format a print or an export is made in, by its name in lower case (and its files' extension). */
export const REPORT_FORMATS = ['csv', 'pdf', 'xlsx'] as const;

export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * The schema of a parameter naming a format (`reportFormat`, an export's `.format`). Clients written for
 * deployed servers send `CSV` where the portal sends `csv`, so the schema takes any text and the route reads
 * it with `reportFormatFrom`, which answers a word that is not a format with a problem naming it.
 */
export function reportFormatParameter(accepted: readonly ReportFormat[]) {
  return Type.String({
    maxLength: 20,
    description: `${accepted.join(' or ')}, in any case (${accepted.map((format) => format.toUpperCase()).join(', ')}).`,
    examples: accepted,
  });
}

export type ReportFormatReading<F extends ReportFormat> =
  { readonly ok: true; readonly format: F } | { readonly ok: false; readonly problem: RequestProblem };

/** The format a parameter names, in any case: `CSV`, `csv` and `Csv` are one; another word is a problem. */
export function reportFormatFrom<F extends ReportFormat>(
  text: string,
  accepted: readonly F[],
  path: string,
): ReportFormatReading<F> {
  const name = text.trim().toLowerCase();
  const format = accepted.find((candidate) => candidate === name);
  if (format) return { ok: true, format };
  const names = accepted.map((candidate) => candidate.toUpperCase()).join(', ');
  return {
    ok: false,
    problem: {
      path,
      code: 'UNKNOWN_REPORT_FORMAT',
      message: `'${text}' is not a format of this file; use ${names} (in any case).`,
      params: { value: text, formats: names },
    },
  };
}

import { pick, type BenchInputs } from './benchInputs.js';

export interface BenchCase {
  readonly name: string;
  /** A new search body for every request. */
  readonly body: () => object;
}

const codePrefix = (inputs: BenchInputs, shortest: number, longest: number) =>
  pick(inputs.codes).slice(0, shortest + Math.floor(Math.random() * (longest - shortest + 1)));

/** Dates in the HS 2022 period loaded before the FY2025-26 tariff. */
function pastDate(): string {
  const day = new Date(Date.UTC(2022, 0, 1) + Math.floor(Math.random() * 1_260) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

/** The five searches of issue 2's benchmark, as a tariff screen sends them (15 lines a page). */
export function benchCases(inputs: BenchInputs): BenchCase[] {
  const page = { max: 15, offset: 0 };
  return [
    {
      name: 'code STARTS_WITH',
      body: () => ({
        ...page,
        restrictions: [{ field: 'code', operator: 'STARTS_WITH', value: codePrefix(inputs, 2, 8) }],
      }),
    },
    {
      name: 'description CONTAINS',
      body: () => ({
        ...page,
        restrictions: [{ field: 'description', operator: 'CONTAINS', value: pick(inputs.words) }],
      }),
    },
    {
      name: 'AND of both',
      body: () => {
        const code = codePrefix(inputs, 2, 4);
        const word = pick(inputs.wordsByChapter.get(code.slice(0, 2)) ?? inputs.words);
        return {
          ...page,
          restrictBy: 'AND',
          restrictions: [
            { field: 'code', operator: 'STARTS_WITH', value: code },
            { field: 'description', operator: 'CONTAINS', value: word },
          ],
        };
      },
    },
    {
      name: 'OR of both',
      body: () => ({
        ...page,
        restrictBy: 'OR',
        restrictions: [
          { field: 'code', operator: 'STARTS_WITH', value: codePrefix(inputs, 4, 6) },
          { field: 'description', operator: 'CONTAINS', value: pick(inputs.words) },
        ],
      }),
    },
    {
      name: 'past validity date',
      body: () => ({
        ...page,
        restrictions: [{ field: 'code', operator: 'STARTS_WITH', value: codePrefix(inputs, 2, 6) }],
        meta: { validityDate: pastDate() },
      }),
    },
  ];
}

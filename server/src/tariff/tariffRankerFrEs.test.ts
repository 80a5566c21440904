import { readFileSync } from 'node:fs';
import { tariffQueryFromText } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { shippedTariffRankerIn } from './shippedTariffRanker.js';

describe('the French and Spanish rankers of the shipped tariff (issue 49)', () => {
  for (const language of ['fr', 'es'] as const) {
    it(`finds first the code each of our ${language} everyday names leads to`, () => {
      const ranker = shippedTariffRankerIn(language);
      const file = new URL(`../../tariff-data/everyday-names-${language}.json`, import.meta.url);
      const { names } = JSON.parse(readFileSync(file, 'utf8')) as { names: Record<string, string> };
      // A name another name of the list, or an English one, takes to other goods would be caught here.
      const astray = Object.entries(names).flatMap(([name, code]) => {
        const reading = tariffQueryFromText(name);
        const first = reading.ok ? ranker.rank(reading.query)[0]?.code : undefined;
        return first?.startsWith(code) ? [] : [`${name} → ${first ?? 'nothing'}, not ${code}`];
      });
      expect(astray).toEqual([]);
    });
  }
});

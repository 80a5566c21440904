import { describe, expect, it } from 'vitest';
import { ProblemTally } from './problemTally.js';

describe('ProblemTally', () => {
  it('counts every problem and keeps only the first ones', () => {
    const tally = new ProblemTally(2);
    for (let index = 0; index < 5; index += 1) {
      tally.add({ path: `rows[${index}]`, code: 'INVALID_CODE', message: 'bad' });
    }
    expect(tally.count).toBe(5);
    expect(tally.kept.map((found) => found.path)).toEqual(['rows[0]', 'rows[1]']);
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { totalTaxIncidence, totalTaxIncidenceText } from './totalTaxIncidence.js';

const TARIFF_FILE = new URL(
  '../../../../shared/data/bd-tariff/bd_customs_tariff_2025_26.csv',
  import.meta.url,
);

describe('totalTaxIncidence', () => {
  it('gives the worked example of the tax cascade: 89.32 % of AV', () => {
    expect(totalTaxIncidence({ cd: 25, rd: 3, sd: 20, vat: 15, at: 5, ait: 5 })).toBeCloseTo(89.32, 2);
  });

  it('is the sum of the rates when nothing cascades', () => {
    expect(totalTaxIncidence({ cd: 5, rd: 0, sd: 0, vat: 0, at: 0, ait: 5 })).toBe(10);
  });

  it.skipIf(!existsSync(TARIFF_FILE))(
    'reproduces the published TTI of all 7,154 lines of the FY2025-26 tariff',
    () => {
      const [header, ...lines] = readFileSync(TARIFF_FILE, 'utf8').trim().split('\n');
      const columns = (header ?? '').split(',');
      const at = (name: string) => columns.indexOf(name) - columns.length;
      let checked = 0;
      for (const line of lines) {
        // Descriptions may hold quoted commas; the numeric columns are the last ones.
        const cells = line.split(',');
        const value = (name: string) => Number(cells.at(at(name)));
        const tti = totalTaxIncidence({
          cd: value('cd'),
          rd: value('rd'),
          sd: value('sd'),
          vat: value('vat'),
          ait: value('ait'),
          at: value('at'),
        });
        expect(Math.abs(tti - value('tti_published')), line).toBeLessThanOrEqual(0.01);
        checked += 1;
      }
      expect(checked).toBe(7154);
    },
  );
});

describe('totalTaxIncidenceText', () => {
  it('writes two decimals, rounded half away from zero', () => {
    expect(totalTaxIncidenceText({ cd: 25, rd: 3, sd: 20, vat: 15, at: 5, ait: 5 })).toBe('89.32');
    expect(totalTaxIncidenceText({ cd: 0, rd: 0, sd: 0, vat: 0, at: 0, ait: 0 })).toBe('0.00');
    // 1.005 is 1.00499999… as a binary number; the tariff writes 1.01.
    expect(totalTaxIncidenceText({ cd: 1.005, rd: 0, sd: 0, vat: 0, at: 0, ait: 0 })).toBe('1.01');
  });
});

import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  decimalFromText,
  decimalText,
  subtractDecimals,
  type DecimalNumber,
} from '../exchange/decimalNumber.js';
import { itemValuesOf, type InvoiceValue } from './assessableValue.js';
import { BANGLADESH_TAX_CASCADE, NIGERIA_TAX_CASCADE } from './countryTaxCascades.js';
import { itemTaxesOf } from './itemTaxes.js';
import { taxCascadeProblems } from './taxCascade.js';
import { taxCascadeFromRules } from './taxCascadeFromRules.js';
import { taxReductionOf } from './taxReductions.js';

const TARIFF_FILE = new URL(
  '../../../../shared/data/bd-tariff/bd_customs_tariff_2025_26.csv',
  import.meta.url,
);

const decimal = (text: string): DecimalNumber => decimalFromText(text) as DecimalNumber;
const text = (value: DecimalNumber | undefined) => (value ? decimalText(value) : undefined);

/** A tariff line's columns as a commodity record has them. */
const line = (rates: Record<string, string>) => (column: string) => rates[column];
const CD25 = line({ tax01: '25', tax02: '20', tax03: '15', tax04: '5', tax05: '5', tax06: '0', tax07: '3' });

function invoice(partial: Partial<Omit<InvoiceValue, 'value'>> & { value: string }): InvoiceValue {
  return { incoterm: 'CIF', exchangeRate: decimal('120'), ...partial, value: decimal(partial.value) };
}

/** The value a test has just made sure of: a failure here is the test's, named. */
function defined<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('expected a value');
  return value;
}

describe('the Bangladesh cascade', () => {
  it('is a consistent configuration', () => {
    expect(taxCascadeProblems(BANGLADESH_TAX_CASCADE)).toEqual([]);
    expect(taxCascadeProblems(NIGERIA_TAX_CASCADE)).toEqual([]);
  });

  it('gives the worked example to the paisa: CFR US$10,000 at Tk 120', () => {
    const values = itemValuesOf(invoice({ value: '10000', incoterm: 'CFR' }), BANGLADESH_TAX_CASCADE);
    expect(text(values?.assessableValue)).toBe('1224120.00');
    const taxes = itemTaxesOf(BANGLADESH_TAX_CASCADE, defined(values), CD25);
    const amounts = Object.fromEntries(taxes.lines.map((tax) => [tax.code, decimalText(tax.amount)]));
    expect(amounts).toEqual({
      CD: '306030.00',
      RD: '36723.60',
      SD: '313374.72',
      VAT: '282037.25',
      AT: '94012.42',
      AIT: '61206.00',
      EXD: '0.00',
    });
    const sd = taxes.lines.find((tax) => tax.code === 'SD');
    expect(text(sd?.base)).toBe('1566873.60');
    expect(text(taxes.lines.find((tax) => tax.code === 'VAT')?.base)).toBe('1880248.32');
    expect(decimalText(taxes.total)).toBe('1093383.99');
    expect(decimalText(taxes.guarantee)).toBe('0.00');
    expect(taxes.notCalculated).toEqual([]);
  });

  it('values CIF as given, CFR and FOB with freight and 1% insurance when none is declared', () => {
    const cascade = BANGLADESH_TAX_CASCADE;
    // CIF 10,100 × 120 = 1,212,000; landing 1% → 1,224,120.
    expect(text(itemValuesOf(invoice({ value: '10100' }), cascade)?.assessableValue)).toBe('1224120.00');
    // FOB 9,500 + freight 500 = CFR 10,000, the same AV; FOB itself is known.
    const fob = itemValuesOf(invoice({ value: '9500', incoterm: 'FOB', freight: decimal('500') }), cascade);
    expect(text(fob?.assessableValue)).toBe('1224120.00');
    expect(text(fob?.fob)).toBe('1140000.00');
    // Declared insurance replaces the 1%.
    const insured = itemValuesOf(
      invoice({ value: '10000', incoterm: 'CFR', insurance: decimal('50') }),
      cascade,
    );
    expect(text(insured?.cif)).toBe('1206000.00');
    // FOB without freight: the CIF value, and so every tax, is not known.
    expect(itemValuesOf(invoice({ value: '9500', incoterm: 'FOB' }), cascade)).toBeUndefined();
  });

  it('says which taxes it cannot calculate when the tariff line lacks their rates', () => {
    const values = defined(itemValuesOf(invoice({ value: '100' }), BANGLADESH_TAX_CASCADE));
    const partial = line({ tax01: '10', tax04: '5', tax06: '0', tax07: '0' });
    const taxes = itemTaxesOf(BANGLADESH_TAX_CASCADE, values, partial);
    // SD is missing, and VAT and AT are charged on a base that includes it.
    expect(taxes.notCalculated).toEqual(['SD', 'VAT', 'AT']);
    expect(taxes.lines.map((tax) => tax.code)).toEqual(['CD', 'RD', 'AIT', 'EXD']);
  });

  it.skipIf(!existsSync(TARIFF_FILE))(
    'reproduces the published TTI of all 7,154 lines of the FY2025-26 tariff at AV 100',
    () => {
      const [header, ...rows] = readFileSync(TARIFF_FILE, 'utf8').trim().split('\n');
      const columns = (header ?? '').split(',');
      const at = (name: string) => columns.indexOf(name) - columns.length;
      const hundred = decimal('100.00');
      const values = { cif: hundred, fob: undefined, assessableValue: hundred };
      let checked = 0;
      for (const row of rows) {
        // Descriptions may hold quoted commas; the numeric columns are the last ones.
        const cells = row.split(',');
        const cell = (name: string) => cells.at(at(name)) ?? '';
        const rates = line({
          tax01: cell('cd'),
          tax02: cell('sd'),
          tax03: cell('vat'),
          tax04: cell('ait'),
          tax05: cell('at'),
          tax06: '0',
          tax07: cell('rd'),
        });
        const taxes = itemTaxesOf(BANGLADESH_TAX_CASCADE, values, rates);
        // At AV 100 the total is the TTI in percent, each tax rounded to the paisa as a declaration is.
        const difference = subtractDecimals(taxes.total, decimal(cell('tti_published')));
        const absolute = {
          ...difference,
          units: difference.units < 0n ? -difference.units : difference.units,
        };
        expect(compareDecimals(absolute, decimal('0.01')), row).toBeLessThanOrEqual(0);
        checked += 1;
      }
      expect(checked).toBe(7154);
    },
  );

  it('adds up items in several currencies, each at its own rate', () => {
    const items = [
      { value: '12400', exchangeRate: '122.3016' },
      { value: '5000', exchangeRate: '142.4248' },
      { value: '800000', exchangeRate: '0.8435' },
    ].map(({ value, exchangeRate }) => {
      const values = defined(
        itemValuesOf(invoice({ value, exchangeRate: decimal(exchangeRate) }), BANGLADESH_TAX_CASCADE),
      );
      return itemTaxesOf(BANGLADESH_TAX_CASCADE, values, CD25);
    });
    // US$12,400 × 122.3016 = 1,516,539.84 CIF; × 1.01 = 1,531,705.2384 → 1,531,705.24 AV.
    expect(decimalText(defined(items[0]?.lines[0]).base)).toBe('1531705.24');
    // Checked apart with Python's decimal module, rounding each amount half up to the paisa.
    expect(items.map((item) => decimalText(item.total))).toEqual(['1368119.12', '642429.84', '608758.68']);
  });
});

describe('exemptions by statutory regulatory order', () => {
  const values = defined(itemValuesOf(invoice({ value: '10000', incoterm: 'CFR' }), BANGLADESH_TAX_CASCADE));

  it('caps rates as the SRO data says, and names the SRO on each line it cut', () => {
    const sro = defined(taxReductionOf({ code: '2025-119', rateCaps: 'CD:1, VAT:0' }));
    const taxes = itemTaxesOf(BANGLADESH_TAX_CASCADE, values, CD25, [sro]);
    const cd = taxes.lines.find((tax) => tax.code === 'CD');
    expect([text(cd?.rate), text(cd?.amount), cd?.sro]).toEqual(['1', '12241.20', '2025-119']);
    expect(taxes.lines.find((tax) => tax.code === 'VAT')?.amount.units).toBe(0n);
    expect(taxes.lines.find((tax) => tax.code === 'SD')?.sro).toBeUndefined();
    expect(taxes.sros).toEqual(['2025-119']);
  });

  it('exempts every tax with *:0, and turns suspended taxes into a guarantee', () => {
    const all = defined(taxReductionOf({ code: '2023-162', rateCaps: '*:0' }));
    expect(decimalText(itemTaxesOf(BANGLADESH_TAX_CASCADE, values, CD25, [all]).total)).toBe('0.00');
    const bond = defined(taxReductionOf({ code: '2024-148', suspendsTaxes: 'true' }));
    const suspended = itemTaxesOf(BANGLADESH_TAX_CASCADE, values, CD25, [bond]);
    expect([decimalText(suspended.total), decimalText(suspended.guarantee)]).toEqual(['0.00', '1093383.99']);
  });

  it('reads no reduction from an SRO without one, or with one it cannot read', () => {
    expect(taxReductionOf({ code: '2025-037' })).toBeUndefined();
    expect(taxReductionOf({ code: 'x', rateCaps: 'CD=1' })).toBeUndefined();
  });
});

describe('a cascade from the taxRule table', () => {
  it('takes a rule’s tariff column and base over the configured step', () => {
    const cascade = taxCascadeFromRules(BANGLADESH_TAX_CASCADE, [
      { code: 'SD', tariffColumn: 'tax09', base: 'AV+CD' },
      { code: 'TTI', tariffColumn: 'tax08', base: 'CD+RD+SD+VAT+AIT+AT as a percentage of AV' },
    ]);
    const sd = cascade.taxes.find((step) => step.code === 'SD');
    expect(sd).toEqual({ code: 'SD', rate: { tariffColumn: 'tax09' }, base: ['AV', 'CD'] });
    expect(cascade.taxes.map((step) => step.code)).toEqual(
      BANGLADESH_TAX_CASCADE.taxes.map((step) => step.code),
    );
    expect(taxCascadeProblems(cascade)).toEqual([]);
  });

  it('names a base that refers to a tax computed later', () => {
    const cascade = taxCascadeFromRules(BANGLADESH_TAX_CASCADE, [{ code: 'CD', base: 'AV+VAT' }]);
    expect(taxCascadeProblems(cascade)).toEqual(["CD's base names VAT, which is not computed before it"]);
  });
});

describe('another country is configuration: Nigeria', () => {
  it('charges duty, levy, surcharge, FOB charge and VAT on their sum', () => {
    // FOB ₦9,000,000 + freight 800,000 + insurance 200,000 = CIF 10,000,000 (invoice in naira, rate 1).
    const values = defined(
      itemValuesOf(
        {
          value: decimal('10000000'),
          incoterm: 'CIF',
          freight: decimal('800000'),
          insurance: decimal('200000'),
          exchangeRate: decimal('1'),
        },
        NIGERIA_TAX_CASCADE,
      ),
    );
    expect([text(values.cif), text(values.fob), text(values.assessableValue)]).toEqual([
      '10000000.00',
      '9000000.00',
      '10000000.00',
    ]);
    const taxes = itemTaxesOf(NIGERIA_TAX_CASCADE, values, line({ tax01: '20' }));
    const amounts = Object.fromEntries(taxes.lines.map((tax) => [tax.code, decimalText(tax.amount)]));
    // ID 20% of CIF; ETLS 0.5% of CIF; SUR 7% of ID; FOBC 4% of FOB; VAT 7.5% of CIF + all four.
    expect(amounts).toEqual({
      ID: '2000000.00',
      ETLS: '50000.00',
      SUR: '140000.00',
      FOBC: '360000.00',
      VAT: '941250.00',
    });
    expect(decimalText(taxes.total)).toBe('3491250.00');
  });

  it('cannot charge the FOB charge, nor the VAT on it, when FOB is not known', () => {
    const values = defined(
      itemValuesOf(invoice({ value: '1000', exchangeRate: decimal('1') }), NIGERIA_TAX_CASCADE),
    );
    const taxes = itemTaxesOf(NIGERIA_TAX_CASCADE, values, line({ tax01: '10' }));
    expect(taxes.notCalculated).toEqual(['FOBC', 'VAT']);
  });
});

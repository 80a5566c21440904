import { describe, expect, it } from 'vitest';
import { amountFromText, convertedTotal } from './currencyConversion.js';
import {
  compareDecimals,
  decimalFromText,
  decimalText,
  divideDecimals,
  roundDecimal,
  subtractDecimals,
  type DecimalNumber,
} from './decimalNumber.js';
import { rateDifferences } from './rateDifference.js';

const decimal = (text: string) => decimalFromText(text) as DecimalNumber;

describe('exact decimals', () => {
  it('reads and writes decimals without binary drift', () => {
    expect(decimalText(decimal('0.1'))).toBe('0.1');
    expect(decimalText(subtractDecimals(decimal('0.3'), decimal('0.1')))).toBe('0.2');
    expect(decimalText(subtractDecimals(decimal('122.3016'), decimal('122.4')))).toBe('-0.0984');
    expect(decimalText(decimal('-0.05'))).toBe('-0.05');
    expect(decimalFromText('1e3')).toBeUndefined();
    expect(decimalFromText('12.')).toBeUndefined();
  });

  it('rounds half away from zero', () => {
    expect(decimalText(roundDecimal(decimal('2.345'), 2))).toBe('2.35');
    expect(decimalText(roundDecimal(decimal('-2.345'), 2))).toBe('-2.35');
    expect(decimalText(roundDecimal(decimal('2.344'), 2))).toBe('2.34');
    expect(decimalText(roundDecimal(decimal('7'), 2))).toBe('7.00');
    expect(decimalText(divideDecimals(decimal('2'), decimal('3'), 4))).toBe('0.6667');
  });

  it('compares by value, whatever the number of decimals', () => {
    expect(compareDecimals(decimal('122.30'), decimal('122.3'))).toBe(0);
    expect(compareDecimals(decimal('9.5'), decimal('10'))).toBe(-1);
    expect(compareDecimals(decimal('-0.01'), decimal('-0.1'))).toBe(1);
  });
});

describe('the converter', () => {
  it('multiplies exactly: 1,000 USD at 122.3016 is 122,301.6 taka', () => {
    const amount = (text: string) => {
      const reading = amountFromText(text);
      if (!reading.ok) throw new Error(`${text}: ${reading.problem.message}`);
      return reading.amount;
    };
    expect(convertedTotal(amount('1,000'), '122.3016')).toBe('122301.6000');
    // 0.1 × 3 is 0.3, not 0.30000000000000004.
    expect(convertedTotal(amount('3'), '0.1')).toBe('0.3');
  });

  it('says why an amount is refused: missing, not a number, too large, or below 1', () => {
    const problem = (text: string) => {
      const reading = amountFromText(text);
      return reading.ok ? undefined : reading.problem.message;
    };
    expect(problem('')).toBe('Field is mandatory');
    expect(problem('   ')).toBe('Field is mandatory');
    expect(problem('ten')).toBe('Amount must be a number');
    expect(problem('1.2.3')).toBe('Amount must be a number');
    expect(problem('0.5')).toBe('Minimum amount is 1');
    expect(problem('-5')).toBe('Minimum amount is 1');
    expect(problem('1')).toBeUndefined();
    expect(problem('১০০০')).toBeUndefined();
    expect(problem('9'.repeat(19))).toBe('The amount is too large: at most 18 digits');
    expect(problem('1,50,000')).toBeUndefined();
  });

  it('refuses a rate that is not a decimal', () => {
    const reading = amountFromText('10');
    expect(reading.ok && convertedTotal(reading.amount, 'n/a')).toBeUndefined();
  });
});

describe('day-on-day difference', () => {
  it('is today minus the day before, only where the day before has ended', () => {
    const differences = rateDifferences(
      '2025-07-06',
      [
        { code: 'USD', rate: '122.4500', validToDate: null },
        { code: 'EUR', rate: '140.0696', validToDate: null },
        { code: 'JPY', rate: '0.8435', validToDate: null },
      ],
      [
        // A new USD rate today: yesterday's closed.
        { code: 'USD', rate: '122.3016', validToDate: '2025-07-05' },
        // The same EUR record both days: no new rate.
        { code: 'EUR', rate: '140.0696', validToDate: null },
        // No JPY rate the day before.
      ],
    );
    expect(differences.get('USD')).toBe('0.1484');
    expect(differences.get('EUR')).toBeNull();
    expect(differences.get('JPY')).toBeNull();
  });

  it('is null for a currency with no rate, and no currency is invented', () => {
    const differences = rateDifferences('2025-07-06', [{ code: 'XAF', rate: null, validToDate: null }], []);
    expect([...differences]).toEqual([['XAF', null]]);
    expect(
      rateDifferences('2025-07-06', [], [{ code: 'USD', rate: '1', validToDate: '2025-01-01' }]).size,
    ).toBe(0);
  });

  it('is null for a rate that runs on through the day, though it has an end', () => {
    // One quarterly rate, valid 09-01 to 12-05: the same record on 10-14 and on 10-15.
    const quarterly = { code: 'USD', rate: '122.4500', validToDate: '2025-12-05' };
    expect(rateDifferences('2025-10-15', [quarterly], [quarterly]).get('USD')).toBeNull();
  });
});

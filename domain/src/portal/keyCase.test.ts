import { describe, expect, it } from 'vitest';
import {
  camelCaseKey,
  KeyCaseCollisionError,
  keysToCamelCase,
  keysToSnakeCase,
  snakeCaseKey,
} from './keyCase.js';

describe('key case', () => {
  it('converts one key each way, and leaves a key already in that case alone', () => {
    expect(camelCaseKey('hs_code')).toBe('hsCode');
    expect(camelCaseKey('matched_words_2')).toBe('matchedWords2');
    expect(camelCaseKey('hsCode')).toBe('hsCode');
    expect(snakeCaseKey('hsCode')).toBe('hs_code');
    expect(snakeCaseKey('descriptionTranslated')).toBe('description_translated');
    expect(snakeCaseKey('hs_code')).toBe('hs_code');
    expect(snakeCaseKey('query')).toBe('query');
  });

  it('converts the keys of objects at any depth, inside arrays, and keeps the values', () => {
    const answer = {
      predictions: [{ hs_code: '640299', probability: 0.42, reasons: { matched_words: ['shoes'] } }],
      clarification: null,
    };
    expect(keysToCamelCase(answer)).toEqual({
      predictions: [{ hsCode: '640299', probability: 0.42, reasons: { matchedWords: ['shoes'] } }],
      clarification: null,
    });
    expect(keysToSnakeCase({ hsCode: '640299', taxCodes: [{ name: 'CD' }] })).toEqual({
      hs_code: '640299',
      tax_codes: [{ name: 'CD' }],
    });
  });

  it('does not change the values that are not plain objects', () => {
    expect(keysToCamelCase('hs_code')).toBe('hs_code');
    expect(keysToCamelCase(['a_b', 1, null])).toEqual(['a_b', 1, null]);
  });

  it('fails when a converted key would overwrite another key, naming the key that moved (§8)', () => {
    expect(() => keysToCamelCase({ hsCode: '1', hs_code: '2' })).toThrow(KeyCaseCollisionError);
    expect(() => keysToCamelCase({ hs_code: '1', hsCode: '2' })).toThrow(/"hs_code" to "hsCode"/);
    expect(() => keysToCamelCase({ deep: [{ a_b: 1, aB: 2 }] })).toThrow(KeyCaseCollisionError);
    expect(() => keysToSnakeCase({ hsCode: '1', hs_code: '2' })).toThrow(/"hsCode" to "hs_code"/);
  });

  it('keeps a key named __proto__ as a key, not as the prototype', () => {
    const converted = keysToCamelCase(JSON.parse('{"__proto__": {"polluted": true}}')) as object;
    expect(Object.keys(converted)).toEqual(['__proto__']);
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(converted)).toBe(Object.prototype);
  });
});

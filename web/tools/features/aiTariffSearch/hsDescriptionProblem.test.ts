import { HS_FINDER_LIMITS } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { hsDescriptionProblem } from './hsDescriptionProblem';

describe('hsDescriptionProblem', () => {
  it('takes a description in any script, with line breaks', () => {
    expect(hsDescriptionProblem('rubber-soled canvas shoes\nfor children')).toBeNull();
    expect(hsDescriptionProblem('শিশুদের জুতা')).toBeNull();
    expect(hsDescriptionProblem('tv')).toBeNull();
  });

  it('names what is wrong: nothing, too few letters, too long, or not text', () => {
    expect(hsDescriptionProblem('   ')).toBe('empty');
    expect(hsDescriptionProblem(' x ')).toBe('tooFewLetters');
    expect(hsDescriptionProblem('-- !')).toBe('tooFewLetters');
    expect(hsDescriptionProblem('a'.repeat(HS_FINDER_LIMITS.queryMaxLength))).toBeNull();
    expect(hsDescriptionProblem('a'.repeat(HS_FINDER_LIMITS.queryMaxLength + 1))).toBe('tooLong');
    expect(hsDescriptionProblem('shoes\u0000\u0001PK')).toBe('unreadable');
    expect(hsDescriptionProblem('PK\uFFFD\uFFFDshoes')).toBe('unreadable');
  });
});

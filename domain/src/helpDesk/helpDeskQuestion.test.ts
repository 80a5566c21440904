import { describe, expect, it } from 'vitest';
import { HELP_DESK_LIMITS, helpDeskPageProblems, isHelpDeskPage } from './helpDeskQuestion.js';

describe('the page a help-desk question names', () => {
  it('is a path that stays on the portal when staff follow it', () => {
    expect(isHelpDeskPage('/en/tools/tariff-search')).toBe(true);
    expect(isHelpDeskPage('/bn/tools/sro?code=1#top')).toBe(true);
    for (const leaving of [
      '/\\evil.example/login',
      '/\t/evil.example',
      '/\n/evil.example',
      '//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      'en/tools',
      `/${'a'.repeat(HELP_DESK_LIMITS.pageMaxLength)}`,
    ]) {
      expect(isHelpDeskPage(leaving), JSON.stringify(leaving)).toBe(false);
    }
  });

  it('is refused with its problem when it is not one; none is no problem', () => {
    expect(helpDeskPageProblems(undefined)).toEqual([]);
    expect(helpDeskPageProblems('  ')).toEqual([]);
    expect(helpDeskPageProblems(' /fr/faq ')).toEqual([]);
    expect(helpDeskPageProblems('/\\evil.example')).toMatchObject([
      { path: 'page', code: 'HELP_DESK_PAGE_INVALID', params: { max: HELP_DESK_LIMITS.pageMaxLength } },
    ]);
  });
});

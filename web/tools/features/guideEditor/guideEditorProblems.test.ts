import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiFetch';
import en from '../../../shared/i18n/locales/en.json';
import { guideEditorProblems, guideImportProblemLines } from './guideEditorProblems';

beforeAll(() => i18next.init({ lng: 'en', resources: { en: { translation: en } } }));

describe("the guide editors' problems", () => {
  it('places each problem at its field, several of one list together', () => {
    const error = new ApiError(400, 'GUIDE_RULE_INVALID', [
      { path: 'origins[0]', code: 'UNKNOWN_CODE', params: { value: 'ZZ' } },
      { path: 'origins[2]', code: 'GUIDE_CODE_REPEATED', params: { value: 'MM' } },
      { path: 'authority.en', code: 'GUIDE_ENGLISH_MISSING' },
    ]);
    expect(guideEditorProblems(i18next.t, error)).toEqual({
      origins: '“ZZ” is not in the list. MM is in the list twice.',
      'authority.en': 'The English text is required: other languages fall back to it.',
    });
    expect(guideEditorProblems(i18next.t, new ApiError(404, 'GUIDE_RULE_NOT_FOUND'))).toEqual({
      form: 'There is no such rule.',
    });
  });

  it("says each refused import row's line and column, and the file's own problems as they are", () => {
    expect(
      guideImportProblemLines(i18next.t, [
        {
          path: 'rows[3].documentCode',
          code: 'GUIDE_UNKNOWN_DOCUMENT',
          params: { value: 'NOPE', row: 3, column: 'documentCode' },
        },
        { path: 'header.validFrom', code: 'GUIDE_IMPORT_COLUMN_MISSING', params: { column: 'validFrom' } },
      ]),
    ).toEqual([
      'Row 3, documentCode: “NOPE” is not an attached document code.',
      'The header lacks the column validFrom.',
    ]);
  });

  it('counts the problems the service found beyond those it listed', () => {
    const listed = Array.from({ length: 60 }, (_, index) => ({
      path: `rows[${index + 2}].origins`,
      code: 'UNKNOWN_CODE',
      params: { value: 'ZZ', row: index + 2, column: 'origins' },
    }));
    const lines = guideImportProblemLines(i18next.t, listed, 4_500_000);
    expect(lines).toHaveLength(51);
    expect(lines.at(-1)).toBe('and 4499950 more problems.');
  });
});

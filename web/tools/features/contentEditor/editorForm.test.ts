import { describe, expect, it } from 'vitest';
import { draftOfEditorForm, editorFieldsOf, editorFormProblems, newEditorForm } from './editorForm';

describe('the content editor form', () => {
  it('starts a news item dated today, with the fields news items have', () => {
    const form = newEditorForm('news', '2026-11-24');
    expect(form.fields.date).toBe('2026-11-24');
    expect(editorFieldsOf('news')).toEqual(['date', 'category']);
    expect(editorFieldsOf('download')).toEqual(['date', 'category', 'mediaId']);
  });

  it('sends only the languages written, and only the parts the kind has', () => {
    const form = newEditorForm('news', '2026-11-24');
    const draft = draftOfEditorForm({
      ...form,
      slug: ' port-notice ',
      translations: {
        ...form.translations,
        en: { title: 'Port notice', summary: '', body: 'Gate 9 opens.' },
        bn: { title: 'বন্দর বিজ্ঞপ্তি', summary: '', body: 'গেট ৯ খুলছে।' },
      },
    });
    expect(draft).toEqual({
      kind: 'news',
      slug: 'port-notice',
      date: '2026-11-24',
      translations: {
        en: { title: 'Port notice', body: 'Gate 9 opens.' },
        bn: { title: 'বন্দর বিজ্ঞপ্তি', body: 'গেট ৯ খুলছে।' },
      },
    });
  });

  it('names each problem by its field, an order that is no number included', () => {
    const form = newEditorForm('faq', '2026-11-24');
    const problems = editorFormProblems({
      ...form,
      slug: 'Not A Slug',
      fields: { ...form.fields, order: 'first' },
      translations: { ...form.translations, en: { title: 'Question?', summary: '', body: '' } },
    });
    expect(problems.map((problem) => [problem.path, problem.code])).toEqual(
      expect.arrayContaining([
        ['slug', 'CONTENT_SLUG_INVALID'],
        ['category', 'CONTENT_FIELD_REQUIRED'],
        ['order', 'CONTENT_ORDER_INVALID'],
        ['translations.en.body', 'CONTENT_FIELD_REQUIRED'],
      ]),
    );
  });
});

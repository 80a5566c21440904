import { describe, expect, it } from 'vitest';
import { contentDraftProblems, contentTextIn, type ContentDraft } from './contentItem.js';
import { contentHtml, contentPlainText, isSafeContentLink } from './contentMarkdown.js';
import { mediaFileProblem } from './contentMedia.js';
import { ContentSearchIndex } from './contentSearch.js';

const CONTEXT = {
  isCategory: (kind: string, slug: string) => kind === 'faqCategory' && slug === 'tariff',
  isMedia: (id: string) => id === '11111111-2222-4333-8444-555555555555',
};

const NEWS: ContentDraft = {
  kind: 'news',
  slug: 'budget-2025-26',
  date: '2025-07-01',
  translations: {
    en: { title: 'The new tariff is in force', summary: 'From 1 July.', body: 'Read **more**.' },
    bn: { title: 'নতুন শুল্কহার কার্যকর', body: 'বিস্তারিত পড়ুন।' },
  },
};

describe('content drafts', () => {
  it('accepts a complete news item, Bengali slugs included', () => {
    expect(contentDraftProblems(NEWS, CONTEXT)).toEqual([]);
    expect(contentDraftProblems({ ...NEWS, slug: 'বাজেট-২০২৫' }, CONTEXT)).toEqual([]);
    expect(contentDraftProblems({ ...NEWS, slug: 'search' }, CONTEXT).map((problem) => problem.code)).toEqual(
      ['CONTENT_SLUG_RESERVED'],
    );
    const page = { kind: 'page', slug: 'search', translations: { en: { title: 'Search', body: 'How.' } } };
    expect(contentDraftProblems(page, CONTEXT)).toEqual([]);
  });

  it('gives news a category of the fixed list, or none; never another kind’s categories', () => {
    expect(contentDraftProblems({ ...NEWS, category: 'tariff' }, CONTEXT)).toEqual([]);
    expect(contentDraftProblems({ ...NEWS, category: '' }, CONTEXT)).toEqual([]);
    for (const category of ['Tariff', 'faqCategory', '<b>x</b>']) {
      expect(contentDraftProblems({ ...NEWS, category }, CONTEXT).map((problem) => problem.code)).toEqual([
        'CONTENT_CATEGORY_UNKNOWN',
      ]);
    }
  });

  it('names every problem by where it is', () => {
    const problems = contentDraftProblems(
      {
        kind: 'news',
        slug: 'Bad Slug',
        date: '2025-02-30',
        number: 'SRO 1',
        translations: { bn: { title: '', body: 'x' }, xx: { title: 'x' } },
      },
      CONTEXT,
    );
    expect(problems.map((problem) => `${problem.path} ${problem.code}`)).toEqual([
      'slug CONTENT_SLUG_INVALID',
      'date CONTENT_DATE_INVALID',
      'number CONTENT_FIELD_NOT_USED',
      'translations.en CONTENT_ENGLISH_MISSING',
      'translations.bn.title CONTENT_FIELD_REQUIRED',
      'translations.xx CONTENT_LANGUAGE_UNKNOWN',
    ]);
  });

  it('checks categories, files, order, links and lengths', () => {
    const faq = {
      kind: 'faq',
      slug: 'q',
      category: 'nowhere',
      order: -1,
      translations: { en: { title: 'Q', body: 'A' } },
    };
    expect(contentDraftProblems(faq, CONTEXT).map((problem) => problem.code)).toEqual([
      'CONTENT_CATEGORY_UNKNOWN',
      'CONTENT_ORDER_INVALID',
    ]);
    expect(contentDraftProblems({ ...faq, category: 'tariff', order: 3 }, CONTEXT)).toEqual([]);
    const download = {
      kind: 'download',
      slug: 'form',
      date: '2025-01-01',
      category: 'x',
      mediaId: 'nope',
      translations: { en: { title: 'F' } },
    };
    expect(
      contentDraftProblems(download, { ...CONTEXT, isCategory: () => true }).map((problem) => problem.code),
    ).toEqual(['CONTENT_MEDIA_UNKNOWN']);
    const block = {
      kind: 'homeBlock',
      slug: 'b',
      link: 'javascript:alert(1)',
      translations: { en: { title: 'B', body: 'x'.repeat(200_001) } },
    };
    expect(contentDraftProblems(block, CONTEXT).map((problem) => `${problem.path} ${problem.code}`)).toEqual([
      'link CONTENT_LINK_INVALID',
      'translations.en.body CONTENT_TOO_LONG',
    ]);
    expect(contentDraftProblems({ ...NEWS, kind: 'poster' }, CONTEXT)[0]?.code).toBe('CONTENT_KIND_UNKNOWN');
  });

  it('falls back to English for a missing translation, and says so', () => {
    expect(contentTextIn(NEWS, 'bn')).toMatchObject({ language: 'bn', fallback: false });
    expect(contentTextIn(NEWS, 'ar')).toMatchObject({
      language: 'en',
      fallback: true,
      text: { title: 'The new tariff is in force' },
    });
    expect(contentTextIn(NEWS, 'en').fallback).toBe(false);
  });
});

describe('content Markdown', () => {
  it('renders Markdown with portal links in the page language', () => {
    expect(contentHtml('See [the tariff](/{lang}/tools/tariff-search).', 'bn')).toBe(
      '<p>See <a href="/bn/tools/tariff-search">the tariff</a>.</p>\n',
    );
    expect(contentHtml('[WCO](https://www.wcoomd.org)', 'en')).toContain('rel="noopener noreferrer"');
  });

  it.each([
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '[x](javascript:alert(1))',
    '[x](JaVaScRiPt:alert(1))',
    '[x](java\tscript:alert(1))',
    '[x](&#106;avascript:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '![x](javascript:alert(1))',
    '[x](vbscript:msgbox)',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
  ])('runs no script from %s', (body) => {
    const html = contentHtml(body, 'en');
    expect(html).not.toMatch(
      /<script|<img[^>]*onerror|<iframe|href="(?:javascript|data|vbscript)|src="javascript/i,
    );
  });

  it('allows only web, mail and telephone schemes', () => {
    expect(
      ['https://a.example', 'mailto:a@b.example', 'tel:+8800', '/en/faq', '#top', 'faq'].every(
        isSafeContentLink,
      ),
    ).toBe(true);
    expect(['javascript:x', 'data:x', 'file:///etc/passwd', 'vbscript:x'].some(isSafeContentLink)).toBe(
      false,
    );
  });

  it('gives the plain text of a body', () => {
    expect(contentPlainText('## Title\n\n- one & *two*')).toBe('Title one & two');
  });
});

describe('content media', () => {
  const pdf = new TextEncoder().encode('%PDF-1.7');
  it('accepts a file by its name and its first bytes', () => {
    expect(mediaFileProblem('sro-118.pdf', pdf)).toBeUndefined();
    expect(mediaFileProblem('rates.csv', new TextEncoder().encode('a,b'))).toBeUndefined();
  });
  it.each([
    ['setup.exe', pdf, 'MEDIA_TYPE_NOT_ALLOWED'],
    ['virus.pdf', new TextEncoder().encode('MZ\u0090'), 'MEDIA_CONTENT_MISMATCH'],
    ['../etc/passwd.pdf', pdf, 'MEDIA_NAME_INVALID'],
    ['no-extension', pdf, 'MEDIA_NAME_INVALID'],
    ['empty.pdf', new Uint8Array(), 'MEDIA_EMPTY'],
  ])('refuses %s', (name, head, code) => {
    expect(mediaFileProblem(name, head)).toBe(code);
  });
});

describe('content search', () => {
  const index = new ContentSearchIndex([
    {
      id: 'old',
      date: '2024-01-01',
      translations: { en: { title: 'Holiday closure', body: 'Offices close for Eid.' } },
    },
    { id: 'tariff', date: '2025-07-01', translations: NEWS.translations },
    {
      id: 'rates',
      date: '2025-08-01',
      translations: { en: { title: 'Exchange rates', body: 'The tariff rates of the week.' } },
    },
  ]);
  it('finds every word in titles and bodies of any language, titles first', () => {
    expect(index.search('tariff')).toEqual(['tariff', 'rates']);
    expect(index.search('Tariffs in force')).toEqual(['tariff']);
    expect(index.search('শুল্কহার')).toEqual(['tariff']);
    expect(index.search('eid')).toEqual(['old']);
    expect(index.search('nothing here')).toEqual([]);
  });
  it('lists every item, newest first, for no words', () => {
    expect(index.search('')).toEqual(['rates', 'tariff', 'old']);
  });
});

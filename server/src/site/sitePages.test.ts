import { describe, expect, it } from 'vitest';
import { generated, type SiteGenerator } from './siteGenerator.js';
import { sitePagesOf } from './sitePages.js';

const ADMIT = async () => 0;

/** A site whose search page is drawn per request by `draw`, with a 404 and a 500 page per language. */
function siteDrawing(
  draw: (path: string, search: string) => Promise<ReturnType<typeof generated> | undefined>,
) {
  const site = {
    ready: async () => undefined,
    isPerRequestPath: (path: string) => path.endsWith('/news/search'),
    perRequestPage: (path: string, search: string) => draw(path, search),
    page: () => undefined,
    isSitePath: (path: string) => !path.includes('/tools/'),
    statusPage: (language: string, status: number) => generated(`${status} ${language}`, status),
  } as unknown as SiteGenerator;
  const tools = { of: (language: string) => generated(`tools ${language}`) };
  return sitePagesOf({ answer: () => ({ kind: 'page' }) }, site, tools);
}

describe('the pages of the tools', () => {
  it('are the tools’ page, in the language of their path', async () => {
    const pages = siteDrawing(async () => undefined);
    expect(await pages.answer('/ar/tools/tariff-search', '', ADMIT)).toMatchObject({
      kind: 'file',
      file: { status: 200, body: 'tools ar' },
    });
  });
});

describe('the pages drawn per request', () => {
  it('are drawn with the request’s query', async () => {
    const pages = siteDrawing(async (path, search) => generated(`${path}${search}`));
    expect(await pages.answer('/bn/news/search', '?q=%E0%A6%B6', ADMIT)).toMatchObject({
      kind: 'file',
      file: { status: 200, body: '/bn/news/search?q=%E0%A6%B6' },
    });
  });

  it('answer the 500 page of their language when drawing fails, and the 404 page when there is none', async () => {
    const failing = siteDrawing(() => Promise.reject(new Error('render failed')));
    expect(await failing.answer('/ar/news/search', '?q=x', ADMIT)).toMatchObject({
      file: { status: 500, body: '500 ar' },
    });
    const missing = siteDrawing(async () => undefined);
    expect(await missing.answer('/fr/news/search', '', ADMIT)).toMatchObject({
      file: { status: 404, body: '404 fr' },
    });
  });
});

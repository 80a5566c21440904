import type { ContentItem, ContentKind, IsoDate, SiteSource } from '@tsw/domain';

function newsItem(slug: string, date: string): ContentItem {
  return {
    id: slug,
    kind: 'news',
    slug,
    date,
    status: 'published',
    sample: false,
    version: 1,
    publishedAt: null,
    updatedAt: '2026-01-01T00:00:00Z',
    updatedBy: 'editor',
    translations: { en: { title: slug, body: 'Body' } },
  };
}

const items: Partial<Record<ContentKind, ContentItem[]>> = {
  news: Array.from({ length: 23 }, (_, index) =>
    newsItem(`item-${index}`, `2026-01-${String(28 - index).padStart(2, '0')}`),
  ),
  page: [{ ...newsItem('আমাদের-সম্পর্কে', '2026-01-01'), kind: 'page' }],
};
/**
 * What the site's tests generate pages from, as the server gives it: 23 news items (three pages of ten)
 * and one Bengali custom page.
 */
export const siteSourceForTests: SiteSource = {
  today: '2026-02-01' as IsoDate,
  portal: { country: 'BD', timeZone: 'Asia/Dhaka', publicUrl: 'https://portal.example', services: {} },
  items: (kind) => items[kind] ?? [],
  search: (kind, query) =>
    (items[kind] ?? []).filter((item) => item.translations.en?.title.includes(query.trim())),
  view: (item, language) => ({
    id: item.id,
    kind: item.kind,
    slug: item.slug,
    language: 'en',
    fallback: language !== 'en',
    title: item.translations.en?.title ?? '',
    sample: false,
    publishedAt: null,
    updatedAt: item.updatedAt,
  }),
  exchangeRates: [],
  dataSets: { sampleData: false, dataSets: [] },
};

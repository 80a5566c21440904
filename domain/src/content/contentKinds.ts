/**
 * What the information site's content system holds (issue 7): news, custom pages, downloads,
 * FAQ, home-page blocks, help-desk articles, statutory regulatory orders, and the categories that group
 * FAQ, downloads and help-desk articles. Each kind says which of the shared fields it uses, which are
 * required, and which parts of a translation it has.
 */
export const CONTENT_KINDS = {
  news: {
    fields: { date: 'required', category: 'optional' },
    parts: { title: 'required', summary: 'optional', body: 'required' },
  },
  page: { fields: {}, parts: { title: 'required', body: 'required' } },
  download: {
    fields: { date: 'required', category: 'required', mediaId: 'required' },
    parts: { title: 'required', summary: 'optional' },
  },
  faq: {
    fields: { category: 'required', order: 'optional' },
    parts: { title: 'required', body: 'required' },
  },
  homeBlock: {
    fields: { order: 'optional', link: 'optional' },
    parts: { title: 'required', body: 'required' },
  },
  helpArticle: { fields: { category: 'required' }, parts: { title: 'required', body: 'required' } },
  sro: {
    fields: { date: 'required', number: 'required', mediaId: 'required' },
    parts: { title: 'required', summary: 'optional' },
  },
  faqCategory: { fields: { order: 'optional' }, parts: { title: 'required' } },
  downloadCategory: { fields: { order: 'optional' }, parts: { title: 'required' } },
  helpCategory: { fields: { order: 'optional' }, parts: { title: 'required' } },
} as const satisfies Record<string, ContentKindShape>;

export type ContentKind = keyof typeof CONTENT_KINDS;
/** The fields an item may have besides its kind, slug and texts; each kind uses some of them. */
export const CONTENT_FIELDS = ['date', 'category', 'order', 'link', 'number', 'mediaId'] as const;
export type ContentField = (typeof CONTENT_FIELDS)[number];
export type ContentPart = 'title' | 'summary' | 'body';

interface ContentKindShape {
  readonly fields: Partial<Record<ContentField, 'required' | 'optional'>>;
  readonly parts: Partial<Record<ContentPart, 'required' | 'optional'>>;
}

export const CONTENT_KIND_NAMES = Object.keys(CONTENT_KINDS) as ContentKind[];

export function isContentKind(value: string): value is ContentKind {
  return Object.hasOwn(CONTENT_KINDS, value);
}

export function contentKindShape(kind: ContentKind): ContentKindShape {
  return CONTENT_KINDS[kind];
}

/** The category kind that groups a kind's items, for the kinds that have categories. */
export const CONTENT_CATEGORY_KIND: Partial<Record<ContentKind, ContentKind>> = {
  faq: 'faqCategory',
  download: 'downloadCategory',
  helpArticle: 'helpCategory',
};

/**
 * The categories of news (issue 27): a fixed list, named in every language by the screens' translations
 * (`newsCategory.{code}`), unlike the categories of FAQ, downloads and help-desk articles, which editors write
 * as items of their own.
 */
export const NEWS_CATEGORIES = ['notice', 'tariff', 'exchangeRates', 'procedures', 'portal'] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export function isNewsCategory(value: unknown): value is NewsCategory {
  return typeof value === 'string' && (NEWS_CATEGORIES as readonly string[]).includes(value);
}

/**
 * The last segment of the public news search's address (`/{lang}/news/search`): a news item cannot take it
 * as its slug, or its page would be hidden behind the search (decision 0009).
 */
export const NEWS_SEARCH_SEGMENT = 'search';

/** Limits of an item, declared once for the editors' form and the API. */
export const CONTENT_LIMITS = {
  slugMaxLength: 120,
  titleMaxLength: 200,
  summaryMaxLength: 600,
  bodyMaxLength: 200_000,
  numberMaxLength: 120,
  linkMaxLength: 200,
  orderMax: 9_999,
  /** Items a list page shows (the content system's 5 items per page). */
  listPageSize: 5,
  /** Results a page of a search shows. */
  searchPageSize: 10,
  searchTextMaxLength: 200,
} as const;

/** The custom pages the old site had, which the sample content and the legacy redirects cover. */
export const LEGACY_CUSTOM_PAGE_SLUGS = [
  'privacy-policy',
  'about-us',
  'reports',
  'coming-soon',
  'video-tutorials',
  'product-list-related-to-clpia',
  'access-for-customs-authorities',
  'access-for-banks-authorities',
  'access-for-port-authorities',
  'access-for-ministries-clpia',
] as const;

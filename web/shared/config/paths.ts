import { NEWS_SEARCH_SEGMENT, tariffChangesScreenPath, type TariffChangesAddress } from '@tsw/domain';
import type { Language } from '../i18n/languages';
import type { ToolSlug } from './tools';

/**
 * Every URL of the front end, declared once: `route` is the pattern under the language segment that
 * `routes.ts` registers, `build` writes a link. Every URL begins with the language.
 */
export const paths = {
  home: { route: '', build: (language: Language) => `/${language}` },
  accessDenied: { route: 'access-denied', build: (language: Language) => `/${language}/access-denied` },
  account: { route: 'account', build: (language: Language) => `/${language}/account` },
  /** Where a sign-in that came back with an error explains it. */
  signInFailed: {
    route: 'sign-in-failed',
    build: (language: Language, error: string, description?: string) =>
      `/${language}/sign-in-failed?${new URLSearchParams({ error, ...(description ? { error_description: description } : {}) })}`,
  },
  /**
   * Where a page without the sign-in's code (the information site) sends a visitor to sign in or up: the
   * tools' page that starts it, then back to `returnTo`.
   */
  signIn: {
    route: 'sign-in',
    build: (language: Language, options: { returnTo: string; signUp?: boolean }) =>
      `/${language}/sign-in?${new URLSearchParams({ returnTo: options.returnTo, ...(options.signUp ? { signUp: '1' } : {}) })}`,
  },
  /** Where a page without the sign-in's code sends a signed-in user to sign out. */
  signOut: { route: 'sign-out', build: (language: Language) => `/${language}/sign-out` },
  /** The sign-in callback (the client's redirect URI): language-less, as the provider knows one address. */
  signInCallback: { route: 'auth/callback', build: () => '/auth/callback' },
  /** A static page (public/auth/) that hands a silent sign-in's answer to the page framing it. */
  silentSignInCallback: { build: () => '/auth/silent-callback.html' },
  /**
   * A tool's screen: `screenRoute` is the route of each tool with a screen of its own; `route`, of any
   * other (a listed tool to come, or no tool).
   */
  tool: {
    route: 'tools/:tool',
    screenRoute: (tool: ToolSlug) => `tools/${tool}`,
    build: (language: Language, tool: ToolSlug) => `/${language}/tools/${tool}`,
  },
  /** The tax calculator (a tool, under `tool`), opened on a tariff line when a code is given. */
  taxCalculator: {
    build: (language: Language, code?: string) =>
      `/${language}/tools/tax-calculator${code ? `?${new URLSearchParams({ code })}` : ''}`,
  },
  /** The traders' guide (a tool, under `tool`), opened on a tariff line when a code is given. */
  tradersGuide: {
    build: (language: Language, code?: string) =>
      `/${language}/tools/traders-guide${code ? `?${new URLSearchParams({ code })}` : ''}`,
  },
  /**
   * The codification screen on one reference table, and one record of it (`recordRoute`, under `route`):
   * an address to share and bookmark, which shows the table with the record's panel open.
   */
  codification: {
    route: 'tools/codification/:table',
    recordRoute: ':code',
    build: (language: Language, table: string, code?: string) =>
      `/${language}/tools/codification/${encodeURIComponent(table)}${code ? `/${encodeURIComponent(code)}` : ''}`,
  },
  /** One cargo manifest with its bills of lading (under the manifests tool), by the id the search answers. */
  manifest: {
    route: 'tools/manifests/:id',
    build: (language: Language, id: string) => `/${language}/tools/manifests/${encodeURIComponent(id)}`,
  },
  /** One vessel with its latest manifests (under the vessels tool), by its IMO number. */
  vessel: {
    route: 'tools/vessels/:imoNumber',
    build: (language: Language, imoNumber: string) =>
      `/${language}/tools/vessels/${encodeURIComponent(imoNumber)}`,
  },
  /**
   * The tariff changes between two dates (a tool, under `tool`), on a line, heading or chapter (`scope`) and
   * between given dates when asked; the service's defaults (the latest period's start and the day before) else.
   */
  tariffChanges: {
    // Written in the domain: the server's feeds link to it too.
    build: (language: Language, query: TariffChangesAddress = {}) => tariffChangesScreenPath(language, query),
  },
  /** The SRO screen (a tool, under `tool`), opened on one order when a code is given. */
  sro: {
    build: (language: Language, code?: string) =>
      `/${language}/tools/sro${code ? `?${new URLSearchParams({ code })}` : ''}`,
  },
  /** The help desk (a tool, under `tool`): its categories, or what a search `q` finds; `#ask` is its question form. */
  helpDesk: {
    build: (language: Language, query?: string) =>
      `/${language}/tools/help-desk${query ? `?${new URLSearchParams({ q: query })}` : ''}`,
    askAnchor: 'ask',
  },
  helpDeskArticle: {
    route: 'tools/help-desk/articles/:slug',
    build: (language: Language, slug: string) =>
      `/${language}/tools/help-desk/articles/${encodeURIComponent(slug)}`,
  },
  /** The help desk's queue of questions (role help-desk). */
  helpDeskQueue: {
    route: 'tools/help-desk/questions',
    build: (language: Language) => `/${language}/tools/help-desk/questions`,
  },
  /** The administrators' list of accounts (role administrator): who may sign in. */
  userAdmin: { route: 'admin/users', build: (language: Language) => `/${language}/admin/users` },
  tariffBrowse: {
    route: 'tools/tariff-search/browse',
    build: (language: Language) => `/${language}/tools/tariff-search/browse`,
  },
  tariffLine: {
    route: 'tools/tariff-search/lines/:code',
    build: (language: Language, code: string) => `/${language}/tools/tariff-search/lines/${code}`,
  },
  tariffSection: {
    route: 'tools/tariff-search/sections/:section',
    build: (language: Language, section: string) => `/${language}/tools/tariff-search/sections/${section}`,
  },
  tariffHeading: {
    route: 'tools/tariff-search/headings/:heading',
    build: (language: Language, heading: string) => `/${language}/tools/tariff-search/headings/${heading}`,
  },
  /** Staff publish the customs rates of a new period (role rates-publisher). */
  ratePublishing: {
    route: 'tools/exchange-rates/publish',
    build: (language: Language) => `/${language}/tools/exchange-rates/publish`,
  },
  /** The content editors' screens (role content-editor): every item, and one item to write. */
  contentEditor: { route: 'editor', build: (language: Language) => `/${language}/editor` },
  contentEditorNew: {
    route: 'editor/new/:kind',
    build: (language: Language, kind: string) => `/${language}/editor/new/${kind}`,
  },
  contentEditorItem: {
    route: 'editor/items/:id',
    build: (language: Language, id: string) => `/${language}/editor/items/${id}`,
  },
  /** The guide editors' screens (role guide-editor): the rules, a new rule, and one rule to change. */
  guideEditor: { route: 'guide-editor', build: (language: Language) => `/${language}/guide-editor` },
  guideEditorNew: {
    route: 'guide-editor/new',
    build: (language: Language) => `/${language}/guide-editor/new`,
  },
  guideEditorRule: {
    route: 'guide-editor/rules/:id',
    build: (language: Language, id: string) => `/${language}/guide-editor/rules/${encodeURIComponent(id)}`,
  },
  tariffChapter: {
    route: 'tools/tariff-search/chapters/:chapter',
    build: (language: Language, chapter: string) => `/${language}/tools/tariff-search/chapters/${chapter}`,
  },
  /** The information site: pages generated from the content service, readable without script. */
  news: {
    route: 'news',
    /** Further pages of the list: news/page/2, … */
    pageRoute: 'news/page/:page',
    build: (language: Language, page = 1) =>
      page > 1 ? `/${language}/news/page/${page}` : `/${language}/news`,
  },
  /**
   * The public news search's results, drawn by the server for each query (decision 0009): `q` the words,
   * and a GET form's address, so that it works without script.
   */
  newsSearch: {
    route: `news/${NEWS_SEARCH_SEGMENT}`,
    build: (language: Language, query?: string) =>
      `/${language}/news/${NEWS_SEARCH_SEGMENT}${query ? `?${new URLSearchParams({ q: query })}` : ''}`,
  },
  newsArticle: {
    route: 'news/:slug',
    build: (language: Language, slug: string) => `/${language}/news/${encodeURIComponent(slug)}`,
  },
  customPage: {
    route: 'custom-pages/:slug',
    build: (language: Language, slug: string) => `/${language}/custom-pages/${encodeURIComponent(slug)}`,
  },
  downloads: { route: 'downloads', build: (language: Language) => `/${language}/downloads` },
  faq: { route: 'faq', build: (language: Language) => `/${language}/faq` },
  siteExchangeRates: {
    route: 'exchange/exchange-rates',
    build: (language: Language) => `/${language}/exchange/exchange-rates`,
  },
  internalTools: { route: 'tools', build: (language: Language) => `/${language}/tools` },
  /** Where the site's own links point below the language (a home block's "tools/tariff-search"). */
  inLanguage: (language: Language, below: string) => `/${language}${below ? `/${below}` : ''}`,
} as const;

/** The information pages the main navigation offers, in its order. */
export const INFORMATION_NAVIGATION = [
  { key: 'nav.news', build: (language: Language) => paths.news.build(language) },
  { key: 'nav.exchangeRates', build: paths.siteExchangeRates.build },
  { key: 'nav.downloads', build: paths.downloads.build },
  { key: 'nav.faq', build: paths.faq.build },
] as const;

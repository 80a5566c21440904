/**
 * The addresses of this server that the web front end calls or links to, written once: the server
 * registers its routes at these paths and the front end asks for them. Addresses the front end never
 * calls (the reference service's, the public content API) stay beside their routes;
 * the front end's own page URLs are its own (web/shared/config/paths.ts).
 */
export const SERVER_PATHS = {
  portalConfig: '/portal-config.json',
  dataSets: '/api/data-sets',
  /** The API's documentation (Swagger UI); its page is the folder's index, `/docs/`. */
  apiDocs: '/docs',
  keycloakJson: '/keycloak.json',
  account: '/api/account',
  /** The applications (MCP clients that registered themselves) the signed-in person allowed; `/{id}` withdraws one. */
  accountClients: '/api/account/clients',
  /** The administrators' list of accounts; `/{id}/roles` and `/{id}/disabled` change one. */
  adminUsers: '/api/admin/users',
  tariffSearch: '/api/tariff/search',
  tariffSections: '/api/tariff/sections',
  tariffChapters: '/api/tariff/chapters',
  tariffHeadings: '/api/tariff/headings',
  tariffLines: '/api/tariff/lines',
  /** What changed in the tariff between two dates (issue 46). */
  tariffChanges: '/api/tariff/changes',
  /**
   * The public Atom feeds of those changes: `/{lang}` for the whole tariff, `/{lang}/{scope}` for a chapter,
   * a heading or a line. Documents a feed reader polls, as the sitemap is, not API operations.
   */
  tariffChangesFeeds: '/feeds/tariff-changes',
  /** The fonts PDF exports embed, by the names of the domain's PDF_FONT_FILES. */
  pdfFonts: '/pdf-fonts',
  /** The tariff book PDFs: TariffBook_{lang}.pdf, ChapterData_{chapter}_{lang}.pdf. */
  tariffBook: '/tariffBook',
  ratePublication: '/api/exchange-rates/periods',
  contentEditorItems: '/api/content-editor/items',
  contentEditorPreview: '/api/content-editor/preview',
  contentEditorMedia: '/api/content-editor/media',
  /** The traders' guide's consignment fields and defaults (§7). */
  tradersGuideConfig: '/traders-guide-config.json',
  /** The guide editors' API (role guide-editor): rules, a rule's history (`/{id}/history`), `/import`. */
  guideEditorRules: '/api/guide-editor/rules',
  health: '/health',
} as const;

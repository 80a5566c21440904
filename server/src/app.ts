import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CONTENT_LIMITS,
  CONTENT_MEDIA_LIMITS,
  PAGE_DATA_ROOT,
  SERVER_PATHS,
  type DataSets,
  type IsoDate,
} from '@tsw/domain';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { Database } from './database/database.js';
import { registerHealthRoutes } from './health/healthRoutes.js';
import { issuerOf, roleScopeOf, type IdentityConfig } from './config/config.js';
import { BEARER_SECURITY_SCHEME, installAccessGuard } from './identity/accessGuard.js';
import { openIdentityService } from './identity/identitySetup.js';
import { realmPath, SILENT_SIGN_IN_CALLBACK_PATH } from './identity/identityPaths.js';
import { answerClientError } from './http/clientErrorAnswer.js';
import { installErrorHandlers, installNotFoundHandler } from './http/errorHandler.js';
import { installAnswerCompression } from './http/answerCompression.js';
import { API_DOCS_CONTENT_SECURITY_POLICY, PagePolicy } from './http/contentSecurityPolicy.js';
import { requestLogOptions } from './http/requestLog.js';
import {
  portalConfigBody,
  registerPortalConfigRoutes,
  type PortalConfigSettings,
} from './portalConfig/portalConfigRoutes.js';
import { webPagesOf } from './frontEndPages/webPages.js';
import { loadSiteRenderer } from './site/siteRendererLoad.js';
import { TOOLS_PAGE_FILE, toolsPageOf } from './frontEndPages/toolsPage.js';
import { generated, SiteGenerator } from './site/siteGenerator.js';
import type { SiteStore } from './site/siteStore.js';
import { robotsText } from './site/siteMap.js';
import { siteInputs } from './site/siteSources.js';
import { registerSiteRoutes } from './site/siteRoutes.js';
import { sitePagesOf, type SitePages } from './site/sitePages.js';
import { PROBLEM_SCHEMA } from './http/problem.js';
import { installRateLimits, type RateLimitCheck } from './http/rateLimiter.js';
import { installSecurityHeaders } from './http/securityHeaders.js';
import type { TypedApp } from './http/typedApp.js';
import { dataSetsOn, registerDataSetRoutes } from './referenceService/dataSetRoutes.js';
import type { ReferenceCache } from './referenceService/referenceCache.js';
import { registerReferenceExportRoutes } from './referenceService/referenceExportRoutes.js';
import { REFERENCE_BASE_PATH, registerReferenceRoutes } from './referenceService/referenceRoutes.js';
import { loadTariffSynonyms, tariffSynonymsInOnce } from './tariff/tariffSynonyms.js';
import { hsBroaderTextsFrEs } from './tariff/tariffRankerFrEs.js';
import { TariffSearchService } from './tariff/tariffSearchService.js';
import { registerTariffSearchRoutes } from './tariff/tariffSearchRoutes.js';
import { registerTariffBrowseRoutes } from './tariff/tariffBrowseRoutes.js';
import { TariffChangesLines } from './tariff/tariffChangesLines.js';
import { registerTariffChangesRoutes } from './tariff/tariffChangesRoutes.js';
import { TariffChangeEvents } from './tariff/tariffChangeEvents.js';
import { registerTariffChangesFeedRoutes } from './tariff/tariffChangesFeedRoutes.js';
import { TariffChangesFeeds } from './tariff/tariffChangesFeeds.js';
import {
  hsBroaderTexts,
  hsBroaderTextsBengali,
  hsSubheadingsFrEs,
  loadHsStructure,
} from './tariff/hsStructure.js';
import { TariffNotes } from './tariff/tariffNotes.js';
import { TariffBooks } from './tariff/tariffBook.js';
import { registerTariffBookRoutes } from './tariff/tariffBookRoutes.js';
import { registerPdfFontRoutes } from './documents/pdfFontRoutes.js';
import { registerCentralBankRateRoutes } from './centralBankRates/centralBankRateRoutes.js';
import { registerRatePublicationRoutes } from './exchangeRates/ratePublicationRoutes.js';
import { registerTaxationRoutes } from './taxation/taxationRoutes.js';
import { registerManifestRoutes } from './manifests/manifestRoutes.js';
import { ContentCache } from './content/contentCache.js';
import { registerContentRoutes } from './content/contentRoutes.js';
import { registerContentEditorRoutes } from './content/contentEditorRoutes.js';
import { registerContentMediaRoutes } from './content/contentMediaRoutes.js';
import { registerHelpDeskRoutes } from './helpDesk/helpDeskRoutes.js';
import { registerSroDocumentRoutes } from './content/sroDocumentRoutes.js';
import { GuideRuleCache } from './tradersGuide/guideRuleCache.js';
import { registerTradersGuideRoutes } from './tradersGuide/tradersGuideRoutes.js';
import { registerGuideEditorRoutes } from './tradersGuide/guideEditorRoutes.js';
import { HsFinderAnswers } from './hsFinder/hsFinderAnswers.js';
import { readShippedHsVagueTerms } from './hsFinder/hsFinderData.js';
import { HS_FINDER_PATH, registerHsFinderRoutes } from './hsFinder/hsFinderRoutes.js';
import { HsModelCache } from './hsFinder/hsModelCache.js';
import { installForwardedHeaders, proxyTrustOption, type ProxyTrust } from './http/proxyTrust.js';
import { llmsText, registerLlmsTextRoute } from './mcp/llmsText.js';
import { MCP_PATHS } from './mcp/mcpPaths.js';
import { registerMcpRoutes } from './mcp/mcpRoutes.js';
import { McpService } from './mcp/mcpServer.js';
import { MCP_TOOLS } from './mcp/mcpTools.js';

/** Largest request body: a search with every restriction and IN list at its cap fits well within it. */
const BODY_LIMIT_BYTES = 1024 * 1024;
const REQUEST_TIMEOUT_MS = 30_000;
/** The longest path parameter: a content slug or an uploaded file's name (Fastify's own limit is 100). */
const PATH_PARAMETER_MAX_LENGTH = Math.max(
  CONTENT_LIMITS.slugMaxLength,
  CONTENT_MEDIA_LIMITS.fileNameMaxLength,
);
/** Paths of this server's API: never pages of the front end. */
const API_PREFIXES = [
  '/api',
  SERVER_PATHS.tariffChangesFeeds,
  REFERENCE_BASE_PATH,
  SERVER_PATHS.apiDocs,
  SERVER_PATHS.health,
  SERVER_PATHS.portalConfig,
  SERVER_PATHS.tradersGuideConfig,
  SERVER_PATHS.keycloakJson,
  HS_FINDER_PATH,
  PAGE_DATA_ROOT,
  ...Object.values(MCP_PATHS),
];
/** Paths whose routes need a bearer token unless they are declared public. */
const GUARDED_PREFIXES = ['/api', REFERENCE_BASE_PATH, HS_FINDER_PATH];

export interface AppDependencies {
  readonly database: Database;
  readonly cache: ReferenceCache;
  readonly today: () => IsoDate;
  /** The built web front end; served at / when it exists. */
  readonly webDirectory?: string;
  /** Where the information site's pages are kept between starts; without it each start draws them all. */
  readonly siteStore?: SiteStore;
  readonly logger?: FastifyServerOptions['logger'];
  /** The country, its time zone and the service addresses the front end reads at run time. */
  readonly portal: PortalConfigSettings & {
    readonly trustProxy?: ProxyTrust;
    /** Client addresses the rate limits do not count (RATE_LIMIT_EXEMPT). */
    readonly rateLimitExempt?: readonly string[];
  };
  /** An administrator's own everyday names for the tariff search. */
  readonly tariffSynonymsFile?: string | undefined;
  /** Sign-in: the embedded provider or a Keycloak realm. */
  readonly identity: IdentityConfig;
  /** How often this instance looks for content or guide rules another instance changed, accounts refused, new rates
   * or a new day that the site's pages show (default 5 s). */
  readonly contentRefreshMs?: number;
  /** The HS code finder's model; by default one read from the database (or the shipped file) and watched. */
  readonly hsModels?: HsModelCache;
}

const CONTENT_REFRESH_MS = 5_000;

export async function buildApp(dependencies: AppDependencies): Promise<TypedApp> {
  const refreshMs = dependencies.contentRefreshMs ?? CONTENT_REFRESH_MS;
  const app = Fastify({
    // Sign-in codes, states and tokens in a query never reach the logs.
    logger: requestLogOptions(dependencies.logger ?? false),
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that sends its request too slowly is cut off (Node's own limit is off under Fastify).
    requestTimeout: REQUEST_TIMEOUT_MS,
    maxParamLength: PATH_PARAMETER_MAX_LENGTH,
    // Let in-flight requests finish on close while refusing new ones.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    trustProxy: proxyTrustOption(dependencies.portal.trustProxy ?? false),
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();
  installForwardedHeaders(app, {
    publicUrl: dependencies.identity.publicUrl,
    providerPath: realmPath(dependencies.identity.realm),
  });

  installErrorHandlers(app);
  await installAnswerCompression(app);
  // The silent sign-in's answer page is framed by the portal's own pages.
  installSecurityHeaders(app, {
    sameOriginFramePaths: [SILENT_SIGN_IN_CALLBACK_PATH],
    publicUrl: dependencies.identity.publicUrl,
  });
  app.addSchema(PROBLEM_SCHEMA);
  const rateLimit = await installRateLimits(app, { exempt: dependencies.portal.rateLimitExempt ?? [] });
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Trade Single Window portal API',
        version: '0.1.0',
        description:
          'The reference-data service (compatible with ASYCUDA-style rimm-server clients) and the portal’s own API. ' +
          'Errors are JSON Problems with a stable code. Operations marked with a lock need an access token from ' +
          'the portal’s sign-in (OpenID Connect) as `Authorization: Bearer …`.',
      },
      components: {
        securitySchemes: {
          [BEARER_SECURITY_SCHEME]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
  });
  // The documentation's pages load their scripts from files only; Swagger UI styles its elements inline.
  await app.register(fastifySwaggerUi, {
    routePrefix: SERVER_PATHS.apiDocs,
    staticCSP: API_DOCS_CONTENT_SECURITY_POLICY,
  });

  const identity = await openIdentityService(dependencies.database, dependencies.identity, {
    country: dependencies.portal.country,
    refreshMs,
  });
  // Before any route, so that every route under the guarded prefixes gets the check.
  installAccessGuard(app, identity.verify, GUARDED_PREFIXES, roleScopeOf(dependencies.identity));
  await identity.register(app, rateLimit);

  registerHealthRoutes(app, dependencies.database);
  registerDataSetRoutes(app, dependencies.database, dependencies.today);
  const structure = loadHsStructure();
  const tariffSearch = new TariffSearchService(
    dependencies.cache,
    loadTariffSynonyms(dependencies.tariffSynonymsFile),
    hsBroaderTexts(structure),
    hsBroaderTextsBengali(structure),
    dependencies.today,
    hsSubheadingsFrEs(structure),
    {
      texts: hsBroaderTextsFrEs(structure),
      synonymsIn: tariffSynonymsInOnce(dependencies.tariffSynonymsFile),
    },
  );
  registerReferenceRoutes(app, {
    rateLimit,
    roleScope: roleScopeOf(dependencies.identity),
    cache: dependencies.cache,
    today: dependencies.today,
    // The contract answers records: the schedule's gaps, which the tariff screen tells, are none.
    tariffRanking: async (query, date, language) => {
      const { ranked, tariff } = await tariffSearch.search(query, date, language);
      return ranked.filter((line) => tariff.inSchedule(line.code)).map((line) => line.code);
    },
  });
  registerReferenceExportRoutes(app, {
    rateLimit,
    roleScope: roleScopeOf(dependencies.identity),
    cache: dependencies.cache,
    today: dependencies.today,
  });
  registerTariffSearchRoutes(app, { search: tariffSearch, today: dependencies.today });
  // Today's tariff is built once the portal listens, not by the first trader's search (about a second of
  // work on an idle machine, more on a busy one). A failure here is the first search's to report again.
  app.addHook('onListen', async () => {
    void tariffSearch.tariffOn(dependencies.today()).catch((error: unknown) => {
      app.log.warn({ err: error }, "today's tariff could not be built ahead of the first search");
    });
  });
  registerTariffBookRoutes(app, {
    rateLimit,
    structure,
    books: new TariffBooks({
      structure,
      search: tariffSearch,
      country: dependencies.portal.country,
      today: dependencies.today,
      timeZone: dependencies.portal.timeZone,
    }),
  });
  registerPdfFontRoutes(app);
  const tariffNotes = new TariffNotes(dependencies.cache);
  registerTariffBrowseRoutes(app, {
    structure,
    search: tariffSearch,
    notes: tariffNotes,
    today: dependencies.today,
  });
  const tariffChangesLines = new TariffChangesLines(dependencies.cache);
  const tariffChangeEvents = new TariffChangeEvents(tariffChangesLines, dependencies.cache);
  registerTariffChangesRoutes(app, {
    structure,
    lines: tariffChangesLines,
    latestChange: async (scope) => (await tariffChangeEvents.of(scope, 1))[0]?.date,
    today: dependencies.today,
  });
  registerTariffChangesFeedRoutes(app, {
    structure,
    allLines: () => tariffChangesLines.everyCode(),
    feeds: new TariffChangesFeeds({
      events: tariffChangeEvents,
      cache: dependencies.cache,
      database: dependencies.database,
      publicUrl: dependencies.identity.publicUrl,
      country: dependencies.portal.country,
    }),
  });

  registerRatePublicationRoutes(app, {
    database: dependencies.database,
    cache: dependencies.cache,
    today: dependencies.today,
  });
  registerCentralBankRateRoutes(app, {
    rateLimit,
    database: dependencies.database,
    today: dependencies.today,
    country: dependencies.portal.country,
    timeZone: dependencies.portal.timeZone,
  });
  await registerManifestRoutes(app, {
    rateLimit,
    database: dependencies.database,
    cache: dependencies.cache,
    today: dependencies.today,
    country: dependencies.portal.country,
    timeZone: dependencies.portal.timeZone,
  });
  registerTaxationRoutes(app, {
    cache: dependencies.cache,
    country: dependencies.portal.country,
    today: dependencies.today,
  });

  const guideRules = new GuideRuleCache(dependencies.database);
  await guideRules.start(refreshMs, dependencies.database);
  app.addHook('onClose', async () => guideRules.stop());
  registerTradersGuideRoutes(app, {
    cache: dependencies.cache,
    rules: guideRules,
    today: dependencies.today,
  });
  await registerGuideEditorRoutes(app, {
    database: dependencies.database,
    cache: dependencies.cache,
    rules: guideRules,
    today: dependencies.today,
  });

  const hsModels = dependencies.hsModels ?? new HsModelCache(dependencies.database);
  if (!dependencies.hsModels) {
    await hsModels.start(refreshMs, dependencies.database);
    app.addHook('onClose', async () => hsModels.stop());
  }
  let vagueTerms: ReturnType<typeof readShippedHsVagueTerms> | undefined;
  registerHsFinderRoutes(app, {
    country: dependencies.portal.country,
    answers: new HsFinderAnswers({
      structure,
      search: tariffSearch,
      notes: tariffNotes,
      models: hsModels,
      vagueTerms: () => (vagueTerms ??= readShippedHsVagueTerms()),
      today: dependencies.today,
    }),
  });

  const content = new ContentCache(dependencies.database);
  await content.start(refreshMs, dependencies.database);
  app.addHook('onClose', async () => content.stop());
  registerContentRoutes(app, { cache: content, database: dependencies.database });
  registerContentEditorRoutes(app, { cache: content, database: dependencies.database });
  await registerContentMediaRoutes(app, { database: dependencies.database });
  registerHelpDeskRoutes(app, { cache: content, database: dependencies.database });
  registerSroDocumentRoutes(app, { cache: content, database: dependencies.database });

  // The MCP server's tools call the routes above in process (docs/mcp.md).
  const issuer = issuerOf(dependencies.identity);
  const { publicUrl } = dependencies.identity;
  registerMcpRoutes(app, {
    service: new McpService(MCP_TOOLS),
    verify: identity.verify,
    rateLimit,
    publicUrl,
    issuer,
    country: dependencies.portal.country,
  });
  registerLlmsTextRoute(app, llmsText({ publicUrl, issuer, tools: MCP_TOOLS }));

  registerPortalConfigRoutes(app, dependencies.portal);
  const pagePolicy = new PagePolicy({
    serviceUrls: Object.values(dependencies.portal.serviceUrls),
    authServerUrl: dependencies.identity.authServerUrl,
  });
  const pages = dependencies.webDirectory
    ? await registerWebFrontEnd(app, dependencies.webDirectory, {
        content,
        reference: dependencies.cache,
        dataSets: (date) => dataSetsOn(dependencies.database, date),
        today: dependencies.today,
        portal: dependencies.portal,
        checkMs: refreshMs,
        store: dependencies.siteStore,
        disallowed: [...GUARDED_PREFIXES, realmPath(dependencies.identity.realm)],
        pagePolicy,
        rateLimit,
      })
    : undefined;
  // Service addresses configured as paths on this server are API too (/hs-code-finder/…).
  const servicePaths = Object.values(dependencies.portal.serviceUrls)
    .filter((url) => url.startsWith('/'))
    .map((url) => url.replace(/\/+$/, ''));
  installNotFoundHandler(
    app,
    [...API_PREFIXES, realmPath(dependencies.identity.realm), ...servicePaths],
    pages && { pages, policy: pagePolicy, rateLimit },
  );
  return app;
}

/**
 * The built front end: its files, and the information site generated from it at run time (regenerated
 * when content is published here, and whenever the site's inputs move). Answers the pages of the front end,
 * or undefined when there is no build.
 */
async function registerWebFrontEnd(
  app: TypedApp,
  webDirectory: string,
  options: {
    content: ContentCache;
    reference: ReferenceCache;
    dataSets: (date: IsoDate) => Promise<DataSets>;
    today: () => IsoDate;
    portal: AppDependencies['portal'];
    checkMs: number;
    store: SiteStore | undefined;
    /** Paths that are no pages, which crawlers are asked to leave alone (robots.txt). */
    disallowed: readonly string[];
    pagePolicy: PagePolicy;
    /** Pages drawn per request are counted against their reader's address. */
    rateLimit: RateLimitCheck;
  },
): Promise<SitePages | undefined> {
  const patterns = webPagesOf(webDirectory);
  const tools = toolsPageOf(webDirectory);
  const renderer = patterns && tools ? await loadSiteRenderer(webDirectory) : undefined;
  if (!patterns || !tools || !renderer) {
    app.log.warn(
      { webDirectory },
      'no complete web build here (npm run build -w web): the front end is not served',
    );
    return undefined;
  }
  const site = new SiteGenerator(
    renderer,
    siteInputs({ ...options, portal: portalConfigBody(options.portal) }),
    app.log,
    options.portal.identity.publicUrl,
    options.store,
  );
  options.content.onChange(() => void site.regenerateIfChanged());
  // Drawing every page takes the CPU for seconds: begun once the port is open, so that /health (and a
  // supervisor waiting on it) is answered at once; a page asked for sooner starts it and waits.
  app.addHook('onListen', async () => {
    site.start(options.checkMs);
  });
  app.addHook('onClose', async () => site.stop());
  registerSiteRoutes(app, site, {
    rateLimit: options.rateLimit,
    robots: generated(robotsText(options.portal.identity.publicUrl, options.disallowed)),
  });
  const staticPagePolicies: Record<string, string> = {};
  // The build's own files (scripts, styles, images), named with their extension; pages come from the
  // site, and a folder of the build (/, /auth) is no page either.
  await app.register(fastifyStatic, {
    root: webDirectory,
    index: false,
    redirect: false,
    wildcard: true,
    // The tools' page is answered in each path's language (frontEndPages/toolsPage.ts), not as a file.
    allowedPath: (path) => /\.[A-Za-z0-9]+$/.test(path) && path !== `/${TOOLS_PAGE_FILE}`,
    // The build's scripts and styles are named by their content: a browser keeps them for good. The
    // rest (the service worker first) is asked again each time, as browsers expect of /sw.js.
    // Scripts and styles are sent as the build compressed them (.br, .gz), as the browser accepts.
    preCompressed: true,
    cacheControl: false,
    // (The plugin adds `Vary: accept-encoding` itself when it picks a compressed copy.)
    setHeaders(reply, path) {
      const named = path.startsWith(join(webDirectory, 'assets'));
      reply.header('cache-control', named ? 'public, max-age=31536000, immutable' : 'public, max-age=0');
      // A file named by its content is never asked again, so nothing to compare or resume it by: fewer
      // bytes on each of a tool screen's dozens of files.
      if (named) for (const header of ['last-modified', 'etag', 'accept-ranges']) reply.removeHeader(header);
      // The build's own pages (the silent sign-in's answer, which the portal's pages frame).
      if (path.endsWith('.html')) {
        const policy = (staticPagePolicies[path] ??= options.pagePolicy.ofBuildPage(
          readFileSync(path, 'utf8'),
          {
            framedBySite: path === join(webDirectory, SILENT_SIGN_IN_CALLBACK_PATH),
          },
        ));
        reply.header('content-security-policy', policy);
      }
    },
  });
  return sitePagesOf(patterns, site, tools);
}

import { index, route, type RouteConfig } from './routing/routeConfig';
import { paths } from '../shared/config/paths';
import { TOOLS, type ToolSlug } from '../shared/config/tools';

/*
 * The tools' routes: the signed-in screens, drawn in the browser. The information site's pages are not
 * here: the server draws them (web/site), and the tools load them as documents (routes/notFound.tsx).
 */

/**
 * Each tool's screen is a route module of its own, and so a chunk of its own: opening a tool loads its code
 * and no other tool's. A tool listed in TOOLS without one (null) is still to come: `routes/tool.tsx` says so.
 */
const TOOL_SCREENS: Readonly<Record<ToolSlug, string | null>> = {
  'tariff-search': 'routes/tools/tariffSearch.tsx',
  'tariff-changes': 'routes/tools/tariffChanges.tsx',
  'exchange-rates': 'routes/tools/exchangeRates.tsx',
  'central-bank-rates': 'routes/tools/centralBankRates.tsx',
  codification: 'routes/tools/codification.tsx',
  'reference-lists': 'routes/tools/referenceLists.tsx',
  'taxation-simulation': 'routes/tools/taxationSimulation.tsx',
  'tax-calculator': 'routes/tools/taxCalculator.tsx',
  'traders-guide': 'routes/tools/tradersGuide.tsx',
  'ai-tariff-search': 'routes/tools/aiTariffSearch.tsx',
  manifests: 'routes/tools/manifests.tsx',
  vessels: 'routes/tools/vessels.tsx',
  sro: 'routes/tools/sro.tsx',
  news: 'routes/tools/news.tsx',
  'help-desk': 'routes/tools/helpDesk.tsx',
};

const toolScreenRoutes = TOOLS.flatMap((tool) => {
  const screen = TOOL_SCREENS[tool.slug];
  return screen ? [route(paths.tool.screenRoute(tool.slug), screen)] : [];
});

export default [
  index('routes/rootRedirect.tsx'),
  route(paths.signInCallback.route, 'routes/signInCallback.tsx'),
  route(':lang', 'routes/languageLayout.tsx', [
    // The language's home is the site's: loaded as a document, as every page of the site is.
    index('routes/notFound.tsx', { id: 'routes/siteHome' }),
    route(paths.accessDenied.route, 'routes/accessDenied.tsx'),
    ...toolScreenRoutes,
    route(paths.tool.route, 'routes/tool.tsx'),
    route(paths.codification.route, 'routes/codification.tsx', [
      index('routes/codificationTable.tsx'),
      route(paths.codification.recordRoute, 'routes/codificationRecord.tsx'),
    ]),
    route(paths.ratePublishing.route, 'routes/ratePublishing.tsx'),
    route(paths.manifest.route, 'routes/manifest.tsx'),
    route(paths.vessel.route, 'routes/vessel.tsx'),
    route(paths.helpDeskArticle.route, 'routes/helpDeskArticle.tsx'),
    route(paths.helpDeskQueue.route, 'routes/helpDeskQueue.tsx'),
    route(paths.contentEditor.route, 'routes/contentEditorList.tsx'),
    route(paths.contentEditorNew.route, 'routes/contentEditorItem.tsx', { id: 'routes/contentEditorNew' }),
    route(paths.contentEditorItem.route, 'routes/contentEditorItem.tsx'),
    route(paths.guideEditor.route, 'routes/guideEditorList.tsx'),
    route(paths.guideEditorNew.route, 'routes/guideEditorRule.tsx', { id: 'routes/guideEditorNew' }),
    route(paths.guideEditorRule.route, 'routes/guideEditorRule.tsx'),
    route(paths.tariffBrowse.route, 'routes/tariffBrowse.tsx'),
    route(paths.tariffSection.route, 'routes/tariffSection.tsx'),
    route(paths.tariffChapter.route, 'routes/tariffChapter.tsx'),
    route(paths.tariffHeading.route, 'routes/tariffHeading.tsx'),
    route(paths.tariffLine.route, 'routes/tariffLine.tsx'),
    route(paths.account.route, 'routes/account.tsx'),
    route(paths.userAdmin.route, 'routes/userAdmin.tsx'),
    route(paths.signInFailed.route, 'routes/signInFailed.tsx'),
    route(paths.signIn.route, 'routes/signIn.tsx'),
    route(paths.signOut.route, 'routes/signOut.tsx'),
    route('*', 'routes/notFound.tsx'),
  ]),
] satisfies RouteConfig;

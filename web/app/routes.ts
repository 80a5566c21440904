import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from './config/paths';

export default [
  index('routes/rootRedirect.tsx'),
  route(paths.signInCallback.route, 'routes/signInCallback.tsx'),
  route(':lang', 'routes/languageLayout.tsx', [
    index('routes/home.tsx'),
    route(paths.accessDenied.route, 'routes/accessDenied.tsx'),
    route(paths.tool.route, 'routes/tool.tsx'),
    route(paths.codification.route, 'routes/codification.tsx', [
      index('routes/codificationTable.tsx'),
      route(paths.codification.recordRoute, 'routes/codificationRecord.tsx'),
    ]),
    route(paths.ratePublishing.route, 'routes/ratePublishing.tsx'),
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
    route(paths.signInFailed.route, 'routes/signInFailed.tsx'),
    route(paths.news.route, 'routes/newsList.tsx'),
    route(paths.news.pageRoute, 'routes/newsList.tsx', { id: 'routes/newsListPage' }),
    route(paths.newsArticle.route, 'routes/newsArticle.tsx'),
    route(paths.customPage.route, 'routes/customPage.tsx'),
    route(paths.downloads.route, 'routes/downloads.tsx'),
    route(paths.faq.route, 'routes/faq.tsx'),
    route(paths.siteExchangeRates.route, 'routes/siteExchangeRates.tsx'),
    route(paths.internalTools.route, 'routes/internalTools.tsx'),
    route('*', 'routes/notFound.tsx'),
  ]),
] satisfies RouteConfig;

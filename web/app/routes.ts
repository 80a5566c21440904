import { index, route, type RouteConfig } from '@react-router/dev/routes';
import { paths } from './config/paths';

export default [
  index('routes/rootRedirect.tsx'),
  route(':lang', 'routes/languageLayout.tsx', [
    index('routes/home.tsx'),
    route(paths.accessDenied.route, 'routes/accessDenied.tsx'),
    route(paths.tool.route, 'routes/tool.tsx'),
    ...paths.information.route.map((page) =>
      route(page, 'routes/information.tsx', { id: `information-${page.replace('/', '-')}` }),
    ),
    route('*', 'routes/notFound.tsx'),
  ]),
] satisfies RouteConfig;

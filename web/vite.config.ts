import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import { toolsBuildStepsPlugin } from './buildSteps/toolsBuildStepsPlugin';
import { toolsScriptPriorityPlugin } from './buildSteps/toolsScriptPriorityPlugin';
import { toolsShellPlugin } from './buildSteps/toolsShellPlugin';
import { toolWordsPlugin } from './buildSteps/toolWordsPlugin';

/*
 * The build of the front end's two parts: Vite builds the tools (web/tools), drawn in the browser from one
 * page (tools/index.html → build/client/index.html); then the build steps build the information site
 * (web/site), drawn by the portal server. See docs/decisions/0014-information-site-without-react-in-the-browser.md
 * and 0016-tools-without-a-framework-build.md.
 */

const TOOLS = fileURLToPath(new URL('./tools', import.meta.url));

/**
 * The tools' chunks in the browser (issue 40). Left to itself the bundler cuts the frame into some eighty
 * files of 1–3 KB; on a phone's HTTP/1.1 connection (six at a time, each a round trip) their number costs
 * more than their bytes. So the framework every screen runs on (React, React Router, i18next, TanStack
 * Query) is one chunk, and the small modules most screens share another. (Grouping all of Mantine's
 * pieces was tried: fewer files, but each screen then loaded pieces of others, 26 KB more in all. The
 * small shared ones: a screen loads 19 files rather than 47 on average, and 216 KB rather than 225.)
 */
const TOOLS_CHUNK_GROUPS = [
  {
    name: 'framework',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query))[\\/]/,
    priority: 20,
  },
  // Small modules most screens share (helpers, Mantine's inputs and layout pieces), in one chunk rather than
  // a file of a few hundred bytes each. Not the floating pieces (menus, pop-overs, dialogs and their
  // transitions): the frame loads them when idle, and most first screens do not need them. Nor the pieces
  // of lists (pages, tables, badges, selects, exports), which a list's screen loads with it: the tariff
  // search, the screen most visits open first, shows none until its first answer, and loaded 6 KB of
  // them with this chunk (12 KB of other screens' code in all, against a build of that screen alone).
  {
    name: 'shared-small',
    test: new RegExp(
      `^(?!.*(${[
        ...['floating-ui', 'Floating', 'Popover', 'Combobox', 'ScrollArea', 'FocusTrap', 'focus-trap'],
        ...['Portal', 'Transition', 'click-outside', 'focus-return'],
        ...['Pagination', 'pagination', 'Table', 'Badge', 'NativeSelect', 'Checkbox', 'VisuallyHidden'],
        ...['tables/', 'ExportButtons', 'ContentNotices', 'referenceSearch'],
      ].join('|')}))`,
    ),
    maxModuleSize: 2_000,
    minShareCount: 8,
    priority: 5,
  },
];

/** What the app's build and the shell's drawing at build time share. */
const shared = {
  // The country prerendered pages name; the server's COUNTRY at run time takes over in the browser.
  define: { 'import.meta.env.VITE_PORTAL_COUNTRY': JSON.stringify(process.env.COUNTRY ?? 'BD') },
  // The domain package is used from its TypeScript sources, in the browser build and in the shell's drawing.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: {
    noExternal: ['@tsw/domain'],
    resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
  },
} satisfies UserConfig;

export default defineConfig({
  ...shared,
  resolve: {
    ...shared.resolve,
    // The browser's TypeBox builders (tools/api/typeBuilders.ts); its checker, `typebox/schema`, stays TypeBox's.
    alias: [{ find: /^typebox$/, replacement: `${TOOLS}/api/typeBuilders.ts` }],
  },
  root: TOOLS,
  publicDir: '../public',
  plugins: [
    toolWordsPlugin(shared),
    toolsShellPlugin(shared),
    toolsScriptPriorityPlugin(),
    toolsBuildStepsPlugin(shared),
  ],
  build: {
    outDir: '../build/client',
    emptyOutDir: true,
    // Read by the build steps for each screen's files (toolPreloads), then removed.
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: TOOLS_CHUNK_GROUPS } } },
  },
  server: {
    // In development the API runs on its own port (npm run portal).
    proxy: Object.fromEntries(
      ['/api', '/rimm-server', '/health', '/docs', '/portal-config.json'].map((path) => [
        path,
        'http://localhost:3000',
      ]),
    ),
  },
});

import { describe, expect, it } from 'vitest';
import { route } from '../tools/routing/routeConfig';
import { toolPreloads, type BuildManifest } from './toolPreloads';

/** A build's manifest, as Vite writes it, cut to what the step reads. */
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/entry.js',
    isEntry: true,
    imports: ['_framework.js', '_frame.js'],
    css: ['assets/root.css'],
  },
  '_framework.js': { file: 'assets/framework.js' },
  '_frame.js': { file: 'assets/frame.js' },
  '_siteData.js': { file: 'assets/siteData.js' },
  '_Button.js': { file: 'assets/Button.js', css: ['assets/CardTable.css'] },
  'routes/languageLayout.tsx': { file: 'assets/languageLayout.js', imports: ['_frame.js', '_siteData.js'] },
  'routes/tools/tariffSearch.tsx': {
    file: 'assets/tariffSearch.js',
    imports: ['_framework.js', '_Button.js'],
    css: ['assets/RequireSignIn.css'],
  },
  'routes/codificationRecord.tsx': { file: 'assets/codificationRecord.js' },
  'routes/notFound.tsx': { file: 'assets/notFound.js' },
};

const ROUTES = [
  route(':lang', 'routes/languageLayout.tsx', [
    route('tools/tariff-search', 'routes/tools/tariffSearch.tsx'),
    route('tools/codification/:table/:code', 'routes/codificationRecord.tsx'),
    route('*', 'routes/notFound.tsx'),
  ]),
];

const ASSETS = [
  'en-AbCd1234.js',
  'fr-AbCd1234.js',
  'es-AbCd1234.js',
  'ar-Ab_d-234.js',
  'bn-AbCd1234.js',
  'bn-AbCd1234.js.br',
  'brand-AbCd1234.js',
];

describe('toolPreloads', () => {
  it('lists each route’s full path and the files of its screen the tools’ page does not load already', () => {
    const { routes } = toolPreloads(MANIFEST, ROUTES, ASSETS);
    expect(routes.find((route) => route.pattern === '/:lang/tools/tariff-search')).toEqual({
      pattern: '/:lang/tools/tariff-search',
      scripts: [
        '/assets/languageLayout.js',
        '/assets/siteData.js',
        '/assets/tariffSearch.js',
        '/assets/Button.js',
      ],
      styles: ['/assets/RequireSignIn.css', '/assets/CardTable.css'],
    });
    // Layouts are no screens of their own; the catch-all needs nothing more.
    expect(routes.map((route) => route.pattern)).toEqual([
      '/:lang/tools/tariff-search',
      '/:lang/tools/codification/:table/:code',
    ]);
  });

  it('names each language’s words, English too (a Bengali reader loads no English beside)', () => {
    expect(toolPreloads(MANIFEST, ROUTES, ASSETS).translations).toEqual({
      en: '/assets/en-AbCd1234.js',
      fr: '/assets/fr-AbCd1234.js',
      es: '/assets/es-AbCd1234.js',
      ar: '/assets/ar-Ab_d-234.js',
      bn: '/assets/bn-AbCd1234.js',
    });
    // A build that no longer names its words so is a build this step does not know.
    expect(() =>
      toolPreloads(
        MANIFEST,
        ROUTES,
        ASSETS.filter((file) => !file.startsWith('ar-')),
      ),
    ).toThrow(/ar words/);
  });
});

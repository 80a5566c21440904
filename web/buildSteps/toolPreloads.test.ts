import { describe, expect, it } from 'vitest';
import { toolPreloads, type RouteManifest } from './toolPreloads';

/** A build's route manifest, as React Router writes it, cut to what the step reads. */
const MANIFEST: RouteManifest = {
  entry: { module: '/assets/entry.js', imports: ['/assets/framework.js'] },
  routes: {
    root: {
      id: 'root',
      path: '',
      module: '/assets/root.js',
      imports: ['/assets/framework.js', '/assets/frame.js'],
      css: ['/assets/root.css'],
    },
    'routes/languageLayout': {
      id: 'routes/languageLayout',
      parentId: 'root',
      path: ':lang',
      module: '/assets/languageLayout.js',
      imports: ['/assets/frame.js', '/assets/siteData.js'],
    },
    'routes/tools/tariffSearch': {
      id: 'routes/tools/tariffSearch',
      parentId: 'routes/languageLayout',
      path: 'tools/tariff-search',
      module: '/assets/tariffSearch.js',
      imports: ['/assets/framework.js', '/assets/Button.js'],
      css: ['/assets/RequireSignIn.css', '/assets/CardTable.css#'],
    },
    'routes/codificationRecord': {
      id: 'routes/codificationRecord',
      parentId: 'routes/languageLayout',
      path: 'tools/codification/:table/:code',
      module: '/assets/codificationRecord.js',
    },
    'routes/notFound': {
      id: 'routes/notFound',
      parentId: 'routes/languageLayout',
      path: '*',
      module: '/assets/notFound.js',
    },
  },
};

const ASSETS = [
  'fr-AbCd1234.js',
  'es-AbCd1234.js',
  'ar-Ab_d-234.js',
  'bn-AbCd1234.js',
  'bn-AbCd1234.js.br',
  'brand-AbCd1234.js',
];

describe('toolPreloads', () => {
  it('lists each route’s full path and the files of its screen the tools’ page does not load already', () => {
    const { routes } = toolPreloads(MANIFEST, ASSETS);
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

  it('names each language’s words but English, which the frame carries', () => {
    expect(toolPreloads(MANIFEST, ASSETS).translations).toEqual({
      fr: '/assets/fr-AbCd1234.js',
      es: '/assets/es-AbCd1234.js',
      ar: '/assets/ar-Ab_d-234.js',
      bn: '/assets/bn-AbCd1234.js',
    });
    // A build that no longer names its words so is a build this step does not know.
    expect(() =>
      toolPreloads(
        MANIFEST,
        ASSETS.filter((file) => !file.startsWith('ar-')),
      ),
    ).toThrow(/ar words/);
  });
});

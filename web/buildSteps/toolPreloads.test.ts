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
  'words-en-AbCd1234.js',
  'words-fr-AbCd1234.js',
  'words-es-AbCd1234.js',
  'words-ar-Ab_d-234.js',
  'words-bn-AbCd1234.js',
  'words-bn-AbCd1234.js.br',
  'words-en-tariffSearch-AbCd1234.json',
  'brand-AbCd1234.js',
];

/** Where the words plugin wrote the route modules' words (toolWordsPlugin.ts), for two languages. */
const ROUTE_WORDS = {
  en: {
    'routes/languageLayout.tsx': ['/assets/words-en-layout.json'],
    'routes/tools/tariffSearch.tsx': ['/assets/words-en-tariffSearch.json', '/assets/words-en-problems.json'],
    'routes/codificationRecord.tsx': ['/assets/words-en-problems.json'],
  },
  bn: { 'routes/tools/tariffSearch.tsx': ['/assets/words-bn-tariffSearch.json'] },
};

describe('toolPreloads', () => {
  it('lists each route’s full path and the files of its screen the tools’ page does not load already', () => {
    const { routes } = toolPreloads(MANIFEST, ROUTES, ASSETS, ROUTE_WORDS);
    expect(routes.find((route) => route.pattern === '/:lang/tools/tariff-search')).toEqual({
      pattern: '/:lang/tools/tariff-search',
      scripts: [
        '/assets/languageLayout.js',
        '/assets/siteData.js',
        '/assets/tariffSearch.js',
        '/assets/Button.js',
      ],
      styles: ['/assets/RequireSignIn.css', '/assets/CardTable.css'],
      // Its modules' words beyond the frame's, the layout's first, each file once.
      words: {
        en: [
          '/assets/words-en-layout.json',
          '/assets/words-en-tariffSearch.json',
          '/assets/words-en-problems.json',
        ],
        fr: [],
        es: [],
        ar: [],
        bn: ['/assets/words-bn-tariffSearch.json'],
      },
    });
    // Layouts are no screens of their own; the catch-all needs nothing more.
    expect(routes.map((route) => route.pattern)).toEqual([
      '/:lang/tools/tariff-search',
      '/:lang/tools/codification/:table/:code',
    ]);
  });

  it('names each language’s first words, English too (a Bengali reader loads no English beside)', () => {
    expect(toolPreloads(MANIFEST, ROUTES, ASSETS, ROUTE_WORDS).translations).toEqual({
      en: '/assets/words-en-AbCd1234.js',
      fr: '/assets/words-fr-AbCd1234.js',
      es: '/assets/words-es-AbCd1234.js',
      ar: '/assets/words-ar-Ab_d-234.js',
      bn: '/assets/words-bn-AbCd1234.js',
    });
    // A build that no longer names its words so is a build this step does not know.
    expect(() =>
      toolPreloads(
        MANIFEST,
        ROUTES,
        ASSETS.filter((file) => !file.startsWith('words-ar-')),
        ROUTE_WORDS,
      ),
    ).toThrow(/ar words/);
  });
});

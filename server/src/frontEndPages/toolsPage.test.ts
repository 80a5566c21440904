import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFolder } from '../testing/temporaryFolder.js';
import { toolsPageOf } from './toolsPage.js';

describe('toolsPageOf', () => {
  it('answers the build’s tools page in the language and direction of each path', () => {
    const directory = testFolder('tsw-tools-');
    writeFileSync(
      join(directory, 'index.html'),
      '<!DOCTYPE html><html data-mantine-color-scheme="light" lang="en" dir="ltr"><body lang="en"></body></html>',
    );
    const page = toolsPageOf(directory);
    expect(page?.of('ar').body).toContain('<html data-mantine-color-scheme="light" lang="ar" dir="rtl">');
    expect(page?.of('bn').body).toContain('lang="bn" dir="ltr">');
    // Only the document's own language changes: the page's other elements keep theirs.
    expect(page?.of('ar').body).toContain('<body lang="en">');
    expect(page?.of('fr').etag).not.toBe(page?.of('es').etag);
  });

  it('names the files of the screen a path opens, from the build’s list, and no others', () => {
    const directory = testFolder('tsw-tools-');
    writeFileSync(
      join(directory, 'index.html'),
      '<html lang="en" dir="ltr"><head></head><body></body></html>',
    );
    writeFileSync(
      join(directory, 'tool-preloads.json'),
      JSON.stringify({
        routes: [
          { pattern: '/:lang/tools/:tool', scripts: ['/assets/tool-1.js'], styles: [], words: {} },
          {
            pattern: '/:lang/tools/tariff-search',
            scripts: ['/assets/tariffSearch-1.js', '/assets/SortedTable-1.js'],
            styles: ['/assets/RequireSignIn-1.css'],
            words: {
              bn: ['/assets/words-bn-tariffSearch-1.json', '/assets/words-bn-problems-1.json'],
              en: ['/assets/words-en-tariffSearch-1.json'],
            },
          },
        ],
        translations: { bn: '/assets/words-bn-1.js', en: '/assets/words-en-1.js' },
      }),
    );
    const page = toolsPageOf(directory);
    const tariff = page?.of('bn', '/bn/tools/tariff-search').body;
    expect(tariff).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/words-bn-1.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/tariffSearch-1.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/SortedTable-1.js"/>' +
        '<link rel="preload" as="style" href="/assets/RequireSignIn-1.css"/>' +
        // The screen's words beyond the frame's, fetched as the app fetches them.
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/words-bn-tariffSearch-1.json"/>' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/assets/words-bn-problems-1.json"/>' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/page-data/bn/page-data.json"/>' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/keycloak.json"/></head>',
    );
    // Each language loads its own words, and no other's.
    const english = page?.of('en', '/en/tools/tariff-search').body;
    expect(english).not.toContain('bn-1');
    expect(english).toContain('href="/assets/words-en-1.js"');
    expect(english).toContain('href="/assets/words-en-tariffSearch-1.json"');
    expect(tariff).not.toContain('tool-1.js');
    expect(page?.of('en', '/en/tools/coming-soon').body).toContain('href="/assets/tool-1.js"');
    // A path no route takes, and the page without a path (the static export's 404), name nothing more.
    expect(page?.of('en', '/en/nowhere').body).not.toContain('modulepreload');
    expect(page?.of('en').body).not.toContain('modulepreload');
  });

  it('refuses a list of another shape: the build is not this version’s', () => {
    const directory = testFolder('tsw-tools-');
    writeFileSync(join(directory, 'index.html'), '<html lang="en"><head></head></html>');
    writeFileSync(
      join(directory, 'tool-preloads.json'),
      JSON.stringify({ routes: [{ pattern: 1 }], translations: {} }),
    );
    expect(() => toolsPageOf(directory)).toThrow(/build the web again/);
  });

  it('is absent without a build', () => {
    expect(toolsPageOf(testFolder('tsw-tools-'))).toBeUndefined();
  });
});

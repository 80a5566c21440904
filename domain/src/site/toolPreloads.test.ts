import { describe, expect, it } from 'vitest';
import { toolPreloadsOf } from './toolPreloads.js';

describe('toolPreloadsOf', () => {
  const preloadsOf = toolPreloadsOf({
    routes: [
      { pattern: '/:lang', scripts: ['/assets/layout.js'], styles: [], words: {} },
      { pattern: '/:lang/tools/:tool', scripts: ['/assets/tool.js'], styles: [], words: {} },
      { pattern: '/:lang/tools/tariff-search', scripts: ['/assets/tariffSearch.js'], styles: [], words: {} },
      { pattern: '/:lang/tools/manifests/:id', scripts: ['/assets/manifest.js'], styles: [], words: {} },
    ],
    translations: {},
  });

  it('takes the route of a path as React Router does: the most precise pattern', () => {
    expect(preloadsOf('/en/tools/tariff-search')?.scripts).toEqual(['/assets/tariffSearch.js']);
    expect(preloadsOf('/bn/tools/tariff-search/')?.scripts).toEqual(['/assets/tariffSearch.js']);
    expect(preloadsOf('/ar/tools/coming-soon')?.scripts).toEqual(['/assets/tool.js']);
    expect(preloadsOf('/fr/tools/manifests/42')?.scripts).toEqual(['/assets/manifest.js']);
    expect(preloadsOf('/es')?.scripts).toEqual(['/assets/layout.js']);
  });

  it('takes no route for a path none takes', () => {
    expect(preloadsOf('/en/tools/manifests/42/more')).toBeUndefined();
    expect(preloadsOf('/')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { withLowPriorityScripts as transform } from './toolsScriptPriorityPlugin';

describe("the tools' page's scripts", () => {
  it('are fetched at low priority, the style sheet and inline scripts as they were', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/framework-1.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><script>inline()</script>';
    expect(transform(html)).toBe(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>' +
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/framework-1.js">' +
        '<link rel="stylesheet" crossorigin href="/assets/index-1.css"><script>inline()</script>',
    );
  });

  it('keeps a priority the page already gives', () => {
    const html = '<script type="module" fetchpriority="high" src="/assets/index-1.js"></script>';
    expect(transform(html)).toBe(html);
  });
});

import { describe, expect, it } from 'vitest';
import { withHydrationAfterPaint } from './hydrationAfterPaint';

/** The shape React Router's `<Scripts>` writes for a prerendered page (7.x). */
const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/>',
  '<link rel="modulepreload" href="/assets/root-3.js"/></head><body><h1>News</h1>',
  '<script>window.__reactRouterContext = {};</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-3.js";',
  'import * as route1 from "/assets/newsList-4.js";',
  '  ',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/newsList":route1};',
  '',
  'import("/assets/entry.client-2.js");</script></body></html>',
].join('\n');

describe('withHydrationAfterPaint', () => {
  const html = withHydrationAfterPaint(PAGE);

  it('asks for no script before the page has painted', () => {
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    const boot = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(boot).not.toMatch(/^import /m);
    expect(boot.indexOf('requestAnimationFrame')).toBeLessThan(boot.indexOf('import('));
  });

  it('still asks for every chunk at once, then imports the route modules and starts the app', () => {
    const boot = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(boot).toContain('["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]');
    expect(boot).toContain('await import("/assets/manifest-1.js");');
    expect(boot).toContain('const route0 = await import("/assets/root-3.js");');
    expect(boot).toContain('const route1 = await import("/assets/newsList-4.js");');
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/newsList":route1};');
    expect(boot.trimEnd()).toMatch(/import\("\/assets\/entry\.client-2\.js"\);$/);
    // The rest of the page is as it was.
    expect(html).toContain('<h1>News</h1>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('leaves a page of another shape as it is', () => {
    const other = '<html><body><script type="module">start()</script></body></html>';
    expect(withHydrationAfterPaint(other)).toBe(other);
  });
});

import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, PagePolicy } from './contentSecurityPolicy.js';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const PAGE = [
  '<!DOCTYPE html><html><head>',
  '<script data-mantine-script="true">try { var scheme = "light"; } catch (e) {}</script>',
  '<script type="module" async="">import("/assets/entry.client.js");</script>',
  '<script src="/assets/manifest.js"></script>',
  '</head><body><script>window.__reactRouterContext = {"basename":"/"};</script>',
  '<script>window.__reactRouterContext = {"basename":"/"};</script></body></html>',
].join('\n');

describe('the portal pages’ content security policy', () => {
  it('names each inline script by the hash of its text, once, and no script from a file', () => {
    expect(inlineScriptHashes(PAGE)).toEqual([
      sha256('try { var scheme = "light"; } catch (e) {}'),
      sha256('import("/assets/entry.client.js");'),
      sha256('window.__reactRouterContext = {"basename":"/"};'),
    ]);
    expect(inlineScriptHashes('<p>no script</p>')).toEqual([]);
  });

  it('allows scripts from this site and the page’s own inline scripts only, never any inline script', () => {
    const policy = new PagePolicy({
      serviceUrls: ['/api/tariff'],
      authServerUrl: 'http://localhost:3000',
    }).ofBuildPage(PAGE);
    const scripts = policy.split('; ').find((directive) => directive.startsWith('script-src')) ?? '';
    expect(scripts).toBe(`script-src 'self' ${inlineScriptHashes(PAGE).join(' ')}`);
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
  });

  it('lets the pages reach the tools’ services and the sign-in server where they live elsewhere', () => {
    const policy = new PagePolicy({
      serviceUrls: ['/api/tariff', 'https://hs.customs.example/hs-code-finder/', 'not an address'],
      authServerUrl: 'https://sso.customs.example/auth',
    });
    const written = policy.ofBuildPage('<html></html>');
    expect(written).toContain("connect-src 'self' https://hs.customs.example https://sso.customs.example");
    expect(written).toContain("frame-src 'self' https://sso.customs.example");
    expect(written).toContain("script-src 'self';");
    expect(policy.ofBuildPage('<html></html>', { framedBySite: true })).toContain("frame-ancestors 'self'");
  });

  it('allows no inline script in a page the site drew, whatever its HTML holds', () => {
    const policy = new PagePolicy({ serviceUrls: [], authServerUrl: 'http://localhost:3000' });
    const scripts = policy
      .ofDrawnPage()
      .split('; ')
      .find((directive) => directive.startsWith('script-src'));
    expect(scripts).toBe("script-src 'self'");
  });

  it('keeps a page’s policy with its file', () => {
    const policy = new PagePolicy({ serviceUrls: [], authServerUrl: 'http://localhost:3000' });
    const file = { body: PAGE };
    const first = policy.ofBuildPage(file.body, { key: file });
    expect(policy.ofBuildPage('<html>changed</html>', { key: file })).toBe(first);
  });
});

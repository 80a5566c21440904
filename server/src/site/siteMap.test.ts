import { describe, expect, it } from 'vitest';
import { robotsText, siteMapXml } from './siteMap.js';

describe('the sitemap', () => {
  const xml = siteMapXml('https://swc.example.gov/', [
    '/en',
    '/bn',
    '/en/faq',
    '/bn/faq',
    '/ar/faq',
    '/bn/custom-pages/আমাদের-সম্পর্কে',
    "/en/news/rates-&-duties'",
  ]);

  it('lists every page once by its full address, percent-encoded and escaped', () => {
    const locations = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toEqual([
      'https://swc.example.gov/en',
      'https://swc.example.gov/bn',
      'https://swc.example.gov/en/faq',
      'https://swc.example.gov/bn/faq',
      'https://swc.example.gov/ar/faq',
      `https://swc.example.gov${encodeURI('/bn/custom-pages/আমাদের-সম্পর্কে')}`,
      'https://swc.example.gov/en/news/rates-&amp;-duties&apos;',
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true);
  });

  it("names each page's other languages, and the English page as the default", () => {
    const faq =
      /<url>\s*<loc>https:\/\/swc\.example\.gov\/bn\/faq<\/loc>([\s\S]*?)<\/url>/.exec(xml)?.[1] ?? '';
    const alternates = [...faq.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [
      match[1],
      match[2],
    ]);
    expect(alternates).toEqual([
      ['en', 'https://swc.example.gov/en/faq'],
      ['bn', 'https://swc.example.gov/bn/faq'],
      ['ar', 'https://swc.example.gov/ar/faq'],
      ['x-default', 'https://swc.example.gov/en/faq'],
    ]);
    // A page in one language only has itself as its one alternate, and no default in another language.
    const about = /<url>\s*<loc>[^<]*custom-pages[^<]*<\/loc>([\s\S]*?)<\/url>/.exec(xml)?.[1] ?? '';
    expect(about.match(/hreflang=/g)).toHaveLength(1);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers off the API and the sign-in server, and names the sitemap', () => {
    expect(robotsText('https://swc.example.gov', ['/api', '/realms/tsw'])).toBe(
      'User-agent: *\nDisallow: /api\nDisallow: /realms/tsw\n\nSitemap: https://swc.example.gov/sitemap.xml\n',
    );
  });
});

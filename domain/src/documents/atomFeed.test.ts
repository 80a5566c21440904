import { describe, expect, it } from 'vitest';
import { atomFeedXml, type AtomFeed } from './atomFeed.js';

const FEED: AtomFeed = {
  id: 'tag:example.org,2026:feed',
  language: 'en',
  title: 'Changes <& "more">',
  subtitle: 'Each date',
  author: 'Portal',
  updated: '2026-11-29T04:00:00.000Z',
  selfHref: 'https://example.org/feed?lang=en&scope=84',
  pageHref: 'https://example.org/en/page',
  entries: [
    {
      id: 'tag:example.org,2026:feed/2027-07-01',
      title: 'From 2027',
      updated: '2026-11-29T04:00:00.000Z',
      summary: 'A\u0000B\tC',
      href: 'https://example.org/en/changes?from=2027-06-30&to=2027-07-01',
    },
  ],
};

describe('an Atom feed as text', () => {
  it('escapes every text and address, and drops the characters XML forbids', () => {
    const xml = atomFeedXml(FEED);
    expect(xml).toContain('<title>Changes &lt;&amp; &quot;more&quot;&gt;</title>');
    expect(xml).toContain('href="https://example.org/feed?lang=en&amp;scope=84"');
    expect(xml).toContain('<summary>AB\tC</summary>');
  });

  it('has the elements RFC 4287 requires of a feed and of each entry', () => {
    const xml = atomFeedXml(FEED);
    expect(
      xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"'),
    ).toBe(true);
    for (const element of [
      '<id>',
      '<title>',
      '<updated>',
      '<author><name>Portal</name></author>',
      'rel="self"',
    ]) {
      expect(xml).toContain(element);
    }
    expect(xml.match(/<entry>/g)).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import { helpDeskAskedFrom } from './helpDeskAskedFrom';

const base = { origin: 'https://portal.test', current: '/en/tools/help-desk' };

describe('helpDeskAskedFrom', () => {
  it('takes the page a link named, when it is a path of the portal', () => {
    expect(helpDeskAskedFrom({ ...base, from: '/bn/faq', referrer: '' })).toBe('/bn/faq');
    expect(helpDeskAskedFrom({ ...base, from: '//evil.test/x', referrer: '' })).toBe(base.current);
    // Nor a path a browser would follow to another site, nor one longer than the help desk keeps.
    expect(helpDeskAskedFrom({ ...base, from: '/en\\..\\\\evil.test', referrer: '' })).toBe(base.current);
    expect(helpDeskAskedFrom({ ...base, from: `/en/${'a'.repeat(600)}`, referrer: '' })).toBe(base.current);
  });

  it('else the page of this portal the browser came from', () => {
    const referrer = 'https://portal.test/en/tools/sro?code=1';
    expect(helpDeskAskedFrom({ ...base, from: null, referrer })).toBe('/en/tools/sro?code=1');
    expect(helpDeskAskedFrom({ ...base, from: null, referrer: 'https://elsewhere.test/a' })).toBe(
      base.current,
    );
    expect(helpDeskAskedFrom({ ...base, from: null, referrer: 'not a url' })).toBe(base.current);
    // The sign-in pages the browser passed by are no page the user asked from.
    const login = 'https://portal.test/realms/portal/login-actions/authenticate';
    expect(helpDeskAskedFrom({ ...base, from: null, referrer: login })).toBe(base.current);
  });
});

import { describe, expect, it } from 'vitest';
import { redactedRequestUrl } from './requestLog.js';

describe("a request's address in the logs", () => {
  it('keeps the path and ordinary parameters, and hides each secret value', () => {
    expect(redactedRequestUrl('/en/tools/sro?code=0101&page=2')).toBe('/en/tools/sro?code=[redacted]&page=2');
    expect(
      redactedRequestUrl('/auth/callback?state=s1&code=c2&session_state=x&iss=https%3A%2F%2Fportal'),
    ).toBe(
      '/auth/callback?state=[redacted]&code=[redacted]&session_state=[redacted]&iss=https%3A%2F%2Fportal',
    );
    expect(redactedRequestUrl('/realms/tsw/logout?ID_TOKEN_HINT=eyJ.a.b&x')).toBe(
      '/realms/tsw/logout?ID_TOKEN_HINT=[redacted]&x',
    );
    expect(redactedRequestUrl('/x?access%5Ftoken=t&%E0%A4=1')).toBe('/x?access%5Ftoken=[redacted]&%E0%A4=1');
    expect(redactedRequestUrl('/health')).toBe('/health');
  });
});

import { describe, expect, it } from 'vitest';
import { registeredRedirectUriProblem } from './registeredClientPolicy.js';

describe('registeredRedirectUriProblem', () => {
  it('takes http or https to this machine, on any port', () => {
    for (const uri of [
      'https://localhost/cb',
      'http://localhost:3334/oauth/callback',
      'HTTP://LOCALHOST:3334/oauth/callback',
      'http://127.0.0.1:8976/cb?x=1',
      'http://[::1]:9000/cb',
    ]) {
      expect(registeredRedirectUriProblem(uri), uri).toBeUndefined();
    }
  });

  it('refuses other hosts, other schemes, fragments, user names and non-strings', () => {
    for (const uri of [
      // A site's address would make the portal's sign-in links lead to it.
      'https://claude.ai/api/mcp/auth_callback',
      'https://assistant.example/cb',
      'http://assistant.example/cb',
      'http://127.0.0.1.assistant.example/cb',
      'http://localhost.assistant.example/cb',
      'http://10.0.0.1/cb',
      'cursor://anysphere.cursor-retrieval/oauth/callback',
      'javascript:alert(1)',
      'https://assistant.example/cb#top',
      'https://user@assistant.example/cb',
      '/relative/cb',
      42,
    ]) {
      expect(registeredRedirectUriProblem(uri), String(uri)).toBeDefined();
    }
  });
});

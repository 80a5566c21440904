import { PORTAL_ROLES } from '@tsw/domain';
import { describe, expect, it } from 'vitest';
import { apiClientArguments } from './apiClientArguments.js';

const read = (line: string) => apiClientArguments(line.split(' ').filter(Boolean), 'portal');

describe('the api-clients command line', () => {
  it('reads each command', () => {
    expect(read('create broker-system --roles trader,declarant --password-grant')).toEqual({
      ok: true,
      command: {
        name: 'create',
        clientId: 'broker-system',
        roles: ['trader', 'declarant'],
        passwordGrant: true,
        isPublic: false,
        secretFromStdin: false,
      },
    });
    expect(read('create script --roles trader --password-grant --public')).toMatchObject({
      ok: true,
      command: { isPublic: true },
    });
    expect(read('list')).toEqual({ ok: true, command: { name: 'list' } });
    expect(read('roles broker-system --roles trader')).toEqual({
      ok: true,
      command: { name: 'roles', clientId: 'broker-system', roles: ['trader'] },
    });
    expect(read('disable broker-system')).toEqual({
      ok: true,
      command: { name: 'disable', clientId: 'broker-system' },
    });
    expect(read('new-secret broker-system --secret-stdin')).toEqual({
      ok: true,
      command: { name: 'new-secret', clientId: 'broker-system', secretFromStdin: true },
    });
    expect(read('--help')).toEqual({ ok: false, problems: [], help: true });
  });

  it('names every problem with a clear message', () => {
    const problemsOf = (line: string) => {
      const parsed = read(line);
      return parsed.ok ? [] : parsed.problems;
    };
    expect(problemsOf('')).toEqual(['Name a command.']);
    expect(problemsOf('remove x')).toEqual(["Unknown command 'remove'."]);
    expect(problemsOf('create --roles trader')).toEqual(['create: name the client id.']);
    expect(problemsOf('create broker')).toEqual([
      `--roles: name at least one role (${PORTAL_ROLES.join(', ')}).`,
    ]);
    expect(problemsOf('create broker --roles trader,boss')[0]).toMatch(
      /^--roles: unknown boss\. Roles: trader/,
    );
    expect(problemsOf('create a/b --roles trader')[0]).toMatch(/is not a client id/);
    expect(problemsOf('create portal --roles trader')[0]).toMatch(/the web front end's client/);
    expect(problemsOf('create broker --roles trader --public')).toEqual([
      '--public needs --password-grant: a client without a secret can only sign users in.',
    ]);
    expect(problemsOf('create broker --roles trader --password-grant --public --secret-stdin')).toEqual([
      '--public and --secret-stdin contradict each other.',
    ]);
    expect(problemsOf('disable broker --roles trader')).toEqual(['--roles does not go with disable.']);
    expect(problemsOf('list extra')).toEqual(['Unexpected argument: extra.']);
    expect(problemsOf('create broker --roles trader --colour blue')[0]).toMatch(/Unknown option '--colour'/);
  });
});

import { describe, expect, it } from 'vitest';
import { signUpProblems } from './accountRules.js';
import { identityFromClaims } from './identityClaims.js';
import { holdsAnyRole, identityRolesWithin, rolesInScope } from './portalRoles.js';

const validSignUp = {
  username: 'Rahim.Traders',
  email: 'rahim@example.com',
  firstName: 'Rahim',
  lastName: 'Uddin',
  password: 'long enough',
  passwordConfirmation: 'long enough',
};

describe('identity', () => {
  it('reads Keycloak-shaped claims, tolerating missing and malformed parts', () => {
    const identity = identityFromClaims({
      sub: 'u1',
      preferred_username: 'rahim',
      given_name: 'Rahim',
      family_name: 'Uddin',
      email: 'rahim@example.com',
      realm_access: { roles: ['offline_access', 7] },
      resource_access: { portal: { roles: ['trader'] }, account: 'junk' },
    });
    expect(identity).toEqual({
      subject: 'u1',
      username: 'rahim',
      firstName: 'Rahim',
      lastName: 'Uddin',
      email: 'rahim@example.com',
      realmRoles: ['offline_access'],
      clientRoles: { portal: ['trader'], account: [] },
    });
    expect(identityFromClaims({}).clientRoles).toEqual({});
  });

  it("passes a guard on any one role of the portal's client, or on none required", () => {
    const roles = {
      realmRoles: ['offline_access', 'administrator'],
      clientRoles: { portal: ['trader', 'customs-officer'], other: ['declarant', 'content-editor'] },
    };
    const scope = { clientId: 'portal', realmRoles: false };
    expect(holdsAnyRole(roles, [], scope)).toBe(true);
    expect(holdsAnyRole(roles, ['declarant', 'customs-officer'], scope)).toBe(true);
    expect(holdsAnyRole({ realmRoles: [], clientRoles: {} }, ['trader'], scope)).toBe(false);
    // Another client's roles, and the realm's unless the deployment counts them, grant nothing here.
    expect(holdsAnyRole(roles, ['content-editor'], scope)).toBe(false);
    expect(holdsAnyRole(roles, ['administrator'], scope)).toBe(false);
    expect(holdsAnyRole(roles, ['administrator'], { ...scope, realmRoles: true })).toBe(true);
    expect(holdsAnyRole(roles, ['trader'], { clientId: 'other', realmRoles: false })).toBe(false);
    // A client named like an object's own property is no back door.
    expect(holdsAnyRole(roles, ['trader'], { clientId: '__proto__', realmRoles: false })).toBe(false);
    expect(rolesInScope(roles, { clientId: 'portal', realmRoles: true })).toEqual([
      'offline_access',
      'administrator',
      'trader',
      'customs-officer',
    ]);
  });

  it('accepts a good sign-up and names each bad field', () => {
    expect(signUpProblems(validSignUp)).toEqual([]);
    const codes = signUpProblems({
      username: 'a b',
      email: 'not-mail',
      firstName: ' ',
      lastName: 'x'.repeat(101),
      password: 'short',
      passwordConfirmation: 'short',
    }).map((problem) => `${problem.path}:${problem.code}`);
    expect(codes).toEqual([
      'username:USERNAME_CHARACTERS',
      'email:EMAIL_INVALID',
      'firstName:REQUIRED',
      'lastName:TOO_LONG',
      'password:PASSWORD_TOO_SHORT',
    ]);
    expect(signUpProblems({ ...validSignUp, passwordConfirmation: 'other one' })[0]?.code).toBe(
      'PASSWORD_MISMATCH',
    );
    // A machine client's name, in any case: its tokens say `service-account-{client id}`.
    for (const username of ['service-account-reader', ' Service-Account-x ']) {
      expect(signUpProblems({ ...validSignUp, username }), username).toEqual([
        expect.objectContaining({ path: 'username', code: 'USERNAME_RESERVED' }),
      ]);
    }
    expect(signUpProblems({ ...validSignUp, username: 'service-accountant' })).toEqual([]);
  });

  it('keeps only the allowed roles of every client and the realm, dropping clients left with none', () => {
    const roles = {
      realmRoles: ['offline_access', 'trader'],
      clientRoles: { portal: ['trader', 'rates-publisher'], account: ['manage-account'] },
    };
    expect(identityRolesWithin(roles, ['trader', 'declarant'])).toEqual({
      realmRoles: ['trader'],
      clientRoles: { portal: ['trader'] },
    });
    expect(identityRolesWithin(roles, [])).toEqual({ realmRoles: [], clientRoles: {} });
  });
});

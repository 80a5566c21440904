import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnvironment } from './config.js';

describe('configFromEnvironment', () => {
  it('fills every default', () => {
    const config = configFromEnvironment({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.loadSampleData).toBe(true);
    expect(config.loadReferenceData).toBe(true);
    expect(config.timeZone).toBe('Asia/Dhaka');
    expect(config.dataDirectory).toMatch(/\/data$/);
  });

  it('reads numbers and switches', () => {
    const config = configFromEnvironment({
      PORT: '8080',
      SAMPLE_DATA: 'false',
      REFERENCE_DATA: 'false',
      DATABASE_URL: 'postgres://u@h/db',
    });
    expect(config.port).toBe(8080);
    expect(config.loadSampleData).toBe(false);
    expect(config.loadReferenceData).toBe(false);
    expect(config.databaseUrl).toBe('postgres://u@h/db');
  });

  it('names every bad variable at once', () => {
    let error: unknown;
    try {
      configFromEnvironment({
        PORT: 'eighty',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        SAMPLE_DATA: 'yes',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'LOG_LEVEL', 'DATABASE_URL', 'SAMPLE_DATA']) expect(problems).toContain(name);
  });

  it('runs several server processes only on a PostgreSQL server', () => {
    expect(configFromEnvironment({}).workers).toBe(1);
    expect(() => configFromEnvironment({ WORKERS: '2' })).toThrow(/WORKERS=2: .*DATABASE_URL/);
    expect(configFromEnvironment({ WORKERS: '2', DATABASE_URL: 'postgres://u@h/db' }).workers).toBe(2);
    expect(() => configFromEnvironment({ WORKERS: '0', DATABASE_URL: 'postgres://u@h/db' })).toThrow(
      /WORKERS/,
    );
  });

  it('refuses an unknown time zone', () => {
    expect(() => configFromEnvironment({ TIME_ZONE: 'Mars/Olympus' })).toThrow(/TIME_ZONE/);
  });
});

describe('configFromEnvironment, secrets and addresses', () => {
  it('never repeats a database password, and checks the time zone with the rest', () => {
    let message = '';
    try {
      configFromEnvironment({
        DATABASE_URL: 'pg://portal:s3cret@db/portal',
        TIME_ZONE: 'Mars/Olympus',
        PORT: 'x',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toContain('s3cret');
    for (const name of ['DATABASE_URL', 'TIME_ZONE', 'PORT']) expect(message).toContain(name);
  });

  it('takes service addresses as a path on this server or an http(s) URL', () => {
    expect(
      configFromEnvironment({ MANIFEST_URL: 'https://asycuda.example/manifest/' }).serviceUrls.manifest,
    ).toBe('https://asycuda.example/manifest/');
    expect(() => configFromEnvironment({ MANIFEST_URL: 'javascript:alert(1)' })).toThrow(/MANIFEST_URL/);
  });

  it('refuses a Keycloak server over plain http, except on this machine', () => {
    expect(() => configFromEnvironment({ AUTH_SERVER_URL: 'http://sso.example.gov' })).toThrow(
      /AUTH_SERVER_URL="http:\/\/sso\.example\.gov": plain http/,
    );
    for (const local of ['http://localhost:8080', 'http://127.0.0.1:8080/', 'http://[::1]:8080']) {
      expect(configFromEnvironment({ AUTH_SERVER_URL: local }).identity.authServerUrl).toBe(local);
    }
    expect(configFromEnvironment({ AUTH_SERVER_URL: 'https://sso.example.gov' }).identity.embedded).toBe(
      false,
    );
  });

  it("counts only the client's roles unless the realm's are asked for", () => {
    expect(configFromEnvironment({}).identity.realmRoles).toBe(false);
    expect(configFromEnvironment({ AUTH_REALM_ROLES: 'true' }).identity.realmRoles).toBe(true);
    expect(() => configFromEnvironment({ AUTH_REALM_ROLES: 'yes' })).toThrow(/AUTH_REALM_ROLES/);
  });

  it('takes the number or the addresses of the proxies to trust, never every hop', () => {
    expect(configFromEnvironment({}).trustProxy).toBe(false);
    expect(configFromEnvironment({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(configFromEnvironment({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(() => configFromEnvironment({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY="true": trusting every/,
    );
    expect(() => configFromEnvironment({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY="yes": not an address/);
  });

  it('reads the addresses the rate limits do not count', () => {
    expect(configFromEnvironment({}).rateLimitExempt).toEqual([]);
    expect(configFromEnvironment({ RATE_LIMIT_EXEMPT: '127.0.0.1, 10.1.0.0/16' }).rateLimitExempt).toEqual([
      '127.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => configFromEnvironment({ RATE_LIMIT_EXEMPT: 'monitor' })).toThrow(
      /RATE_LIMIT_EXEMPT="monitor": not an address or range: monitor/,
    );
  });

  it('refuses sample accounts in production on an address others reach, and says why', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://portal.example.gov' };
    expect(() => configFromEnvironment(production)).toThrow(
      /SAMPLE_DATA=true: with NODE_ENV=production at https:\/\/portal\.example\.gov.*SAMPLE_DATA=false/,
    );
    expect(configFromEnvironment({ ...production, SAMPLE_DATA: 'false' }).loadSampleData).toBe(false);
    // On this machine, outside production, or with another sign-in server (no embedded accounts): allowed.
    expect(configFromEnvironment({ NODE_ENV: 'production' }).loadSampleData).toBe(true);
    expect(configFromEnvironment({ PUBLIC_URL: 'https://portal.example.gov' }).loadSampleData).toBe(true);
    expect(
      configFromEnvironment({ ...production, AUTH_SERVER_URL: 'https://sso.example.gov' }).loadSampleData,
    ).toBe(true);
  });
});

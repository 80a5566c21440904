import type { JWK } from 'jose';
import type Provider from 'oidc-provider';
import type { Database } from '../database/database.js';
import {
  loadIdentitySecrets,
  readIdentitySecrets,
  signingKeysVersion,
  type IdentitySecrets,
} from './identitySecrets.js';

interface BuiltProvider {
  readonly secrets: IdentitySecrets;
  readonly provider: Provider;
}

/**
 * The embedded provider with the signing keys the database holds now: built again, without a restart, when a
 * rotation (the `users` command, from any process) changes them, which each instance sees within its refresh
 * interval. Its sessions, grants and interactions live in the database, so the new one carries on whatever
 * the old one began; a next key is published before any instance signs with it.
 */
export class ReloadingIdentityProvider {
  private built: BuiltProvider;
  private timer: NodeJS.Timeout | undefined;
  private reloading: Promise<boolean> | undefined;

  private constructor(
    private readonly database: Database,
    private readonly build: (secrets: IdentitySecrets) => Provider,
    secrets: IdentitySecrets,
  ) {
    this.built = { secrets, provider: build(secrets) };
  }

  static async open(
    database: Database,
    build: (secrets: IdentitySecrets) => Provider,
    refreshMs: number,
  ): Promise<ReloadingIdentityProvider> {
    const reloading = new ReloadingIdentityProvider(database, build, await loadIdentitySecrets(database));
    // A failed check keeps the keys as they were (/health reports the database); the next one tries again.
    reloading.timer = setInterval(() => reloading.reload().catch(() => undefined), refreshMs);
    reloading.timer.unref();
    return reloading;
  }

  get provider(): Provider {
    return this.built.provider;
  }

  /** Every key published: the first signs, all verify. */
  get signingKeys(): readonly JWK[] {
    return this.built.secrets.signingKeys;
  }

  /** The forms' CSRF key, which no rotation changes. */
  get csrfKey(): string {
    return this.built.secrets.csrfKey;
  }

  /** Builds the provider again when the keys changed; says whether they had. */
  reload(): Promise<boolean> {
    this.reloading ??= (async () => {
      try {
        if ((await signingKeysVersion(this.database)) === this.built.secrets.version) return false;
        const secrets = await readIdentitySecrets(this.database);
        this.built = { secrets, provider: this.build(secrets) };
        return true;
      } finally {
        this.reloading = undefined;
      }
    })();
    return this.reloading;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

import type Provider from 'oidc-provider';
import type { Grant, KoaContextWithOIDC } from 'oidc-provider';
import type { SqlExecutor } from '../database/database.js';
import { approvedGrantIdOf } from './registeredClientStore.js';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** What the consent prompt found the client asking for beyond what the person has granted it. */
interface MissingGrants {
  readonly missingOIDCScope?: readonly string[];
  readonly missingOIDCClaims?: readonly string[];
  readonly missingResourceScopes?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The grant a client that registered itself holds from the signed-in person, if they approved it: the one
 * just approved, this session's, or one remembered from an earlier sign-in. Undefined sends the person to
 * the consent page (the provider's consent prompt finds every scope missing), or answers `consent_required`
 * to `prompt=none`. Never a new grant: that is the consent page's to make.
 */
export async function approvedClientGrant(
  ctx: KoaContextWithOIDC,
  database: SqlExecutor,
): Promise<Grant | undefined> {
  const client = ctx.oidc.client;
  const session = ctx.oidc.session;
  if (!client || !session?.accountId) return undefined;
  const candidates = [
    (ctx.oidc.result?.consent as { grantId?: string } | undefined)?.grantId,
    session.grantIdFor(client.clientId),
  ];
  for (const grantId of candidates) {
    const grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
    // A grant id from the session may name a grant withdrawn since, or another person's after a new sign-in.
    if (grant && grant.accountId === session.accountId && grant.clientId === client.clientId) return grant;
  }
  const rememberedId = await approvedGrantIdOf(database, session.accountId, client.clientId);
  const remembered = rememberedId ? await ctx.oidc.provider.Grant.find(rememberedId) : undefined;
  if (remembered) session.grantIdFor(client.clientId, remembered.jti);
  return remembered;
}

/**
 * Records the person's approval on the consent page: what the prompt found missing is added to the grant they
 * already gave the client, or to a new one (remembered `REGISTERED_CLIENT_IDLE_SECONDS`: the provider's
 * `ttl.Grant`). Returns its id, for the interaction's result.
 */
export async function approveClient(provider: Provider, interaction: Interaction): Promise<string> {
  const accountId = interaction.session?.accountId;
  const clientId = interaction.params.client_id;
  if (!accountId || typeof clientId !== 'string')
    throw new Error('A consent needs a signed-in person and a client.');
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const missing = interaction.prompt.details as MissingGrants;
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims([...missing.missingOIDCClaims]);
  for (const [indicator, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(indicator, scopes.join(' '));
  }
  return grant.save();
}

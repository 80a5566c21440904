import { SITE_MARKUP } from '../siteMarkup';

/** What oidc-client-ts keeps of a sign-in in the tab's session storage (`oidc.user:{authority}:{client}`). */
interface StoredSignIn {
  readonly expires_at?: number;
  readonly refresh_token?: string;
  readonly access_token?: string;
  readonly profile?: {
    readonly given_name?: string;
    readonly family_name?: string;
    readonly preferred_username?: string;
  };
}

const STORED_SIGN_IN_PREFIX = 'oidc.user:';

/** The sign-in the tools kept in this tab, while it lasts or can be renewed; none without storage. */
function storedSignIn(storage: Storage): StoredSignIn | undefined {
  try {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (!key?.startsWith(STORED_SIGN_IN_PREFIX)) continue;
      const signIn = JSON.parse(storage.getItem(key) ?? 'null') as StoredSignIn | null;
      const lasting = (signIn?.expires_at ?? 0) * 1000 > Date.now();
      if (signIn && (lasting || signIn.refresh_token)) return signIn;
    }
  } catch {
    // Storage refused (a private window's settings) or not JSON: the page offers sign-in.
  }
  return undefined;
}

/**
 * The roles an access token carries, realm-wide and for the client it was issued to (Keycloak's claims),
 * read only to choose which staff screens the menu offers: every screen checks them again.
 */
function rolesOf(accessToken: string | undefined): Set<string> {
  try {
    const payload = accessToken?.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(json, (c) => c.charCodeAt(0)))) as {
      azp?: string;
      realm_access?: { roles?: string[] };
      resource_access?: Record<string, { roles?: string[] }>;
    };
    return new Set([
      ...(claims.realm_access?.roles ?? []),
      ...(claims.resource_access?.[claims.azp ?? '']?.roles ?? []),
    ]);
  } catch {
    return new Set();
  }
}

/**
 * A visitor who signed in (in the tools, in this tab) sees their name and menu in place of the sign-in
 * links, from the sign-in the tools keep: nothing is fetched, and nothing of sign-in's code loads here.
 */
export function showSignedInAccount(document: Document, storage: Storage): void {
  const template = document.getElementById(SITE_MARKUP.signedInTemplateId);
  if (!(template instanceof HTMLTemplateElement)) return;
  const signIn = storedSignIn(storage);
  if (!signIn) return;
  const profile = signIn.profile ?? {};
  const name =
    [profile.given_name, profile.family_name].filter(Boolean).join(' ') || profile.preferred_username || '';
  const roles = rolesOf(signIn.access_token);
  for (const place of document.querySelectorAll(`[${SITE_MARKUP.account}]`)) {
    const menu = template.content.cloneNode(true) as DocumentFragment;
    for (const slot of menu.querySelectorAll(`[${SITE_MARKUP.userName}]`)) slot.textContent = name;
    for (const labelled of menu.querySelectorAll(`[${SITE_MARKUP.userLabel}]`)) {
      const label = labelled.getAttribute(SITE_MARKUP.userLabel) ?? '';
      labelled.setAttribute('aria-label', label.replace('{{name}}', name));
    }
    for (const item of menu.querySelectorAll(`[${SITE_MARKUP.roles}]`)) {
      const needed = (item.getAttribute(SITE_MARKUP.roles) ?? '').split(' ');
      if (!needed.some((role) => roles.has(role))) item.remove();
    }
    place.replaceChildren(menu);
  }
}

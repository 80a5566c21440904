import type { Language, PortalRole } from '@tsw/domain';
import { IDENTITY_MESSAGES, interpolate } from './identityMessages.js';
import { html } from './identityPage.js';

/** What the consent page shows about the client asking and the person asked. */
export interface ConsentDetails {
  readonly language: Language;
  readonly action: string;
  readonly csrfToken: string;
  /** The name the client gave itself when it registered; none: it gave none. */
  readonly clientName: string | undefined;
  /** The host the answer (the code) goes to: what the person can recognise, unlike the name. */
  readonly redirectHost: string;
  readonly username: string;
  readonly roles: readonly PortalRole[];
  readonly rememberedDays: number;
}

/**
 * The consent page's card: who asks (its own name, marked as not verified, and where the answer goes), as
 * whom, with which roles, and Allow or Deny, one form with two submit buttons.
 */
export function consentFormBody(details: ConsentDetails): string {
  const messages = IDENTITY_MESSAGES[details.language];
  const number = new Intl.NumberFormat(details.language);
  const client = `<strong><bdi>${html(details.clientName ?? messages.consentUnnamed)}</bdi></strong>`;
  const intro = html(messages.consentIntro)
    .replace('{{client}}', client)
    .replace('{{username}}', `<strong><bdi>${html(details.username)}</bdi></strong>`);
  const roles =
    details.roles.length > 0
      ? `<p>${html(messages.consentRolesIntro)}</p><ul>${details.roles
          .map((role) => `<li>${html(messages.roleNames[role])}</li>`)
          .join('')}</ul>`
      : `<p>${html(messages.consentNoRoles)}</p>`;
  return `<h1>${html(messages.consentTitle)}</h1>
<p>${intro}</p>
<div class="alert" role="note">${html(messages.consentNotVerified)}</div>
<p>${html(messages.consentRedirect).replace('{{hosts}}', `<bdi dir="ltr"><code>${html(details.redirectHost)}</code></bdi>`)}</p>
${roles}
<p class="hint">${html(interpolate(messages.consentRemembered, { days: number.format(details.rememberedDays) }))}</p>
<form method="post" action="${html(details.action)}">
<input type="hidden" name="csrf" value="${html(details.csrfToken)}"><input type="hidden" name="lang" value="${details.language}">
<button type="submit" name="decision" value="allow">${html(messages.allowButton)}</button>
<button type="submit" name="decision" value="deny" class="secondary">${html(messages.denyButton)}</button>
</form>`;
}

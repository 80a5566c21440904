import { ACCOUNT_LIMITS, type Language } from '@tsw/domain';
import { IDENTITY_MESSAGES, interpolate } from './identityMessages.js';
import type { IdentityMessages } from './identityMessages.en.js';
import { html } from './identityPage.js';

/** A problem of one field of a form: its code is a key of `fieldProblems`. */
export interface FieldProblem {
  readonly path: string;
  readonly code: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface FormState {
  readonly language: Language;
  readonly action: string;
  readonly csrfToken: string;
  readonly values?: Readonly<Record<string, string>>;
  readonly problems?: readonly FieldProblem[];
  /** A message above the form (wrong password, too many attempts…). */
  readonly alert?: string;
}

function fieldProblemText(messages: IdentityMessages, problem: FieldProblem): string {
  const template = (messages.fieldProblems as Record<string, string>)[problem.code] ?? messages.fixFields;
  return interpolate(template, problem.params);
}

function field(
  state: FormState,
  options: {
    name: string;
    label: string;
    type: string;
    autocomplete: string;
    hint?: string;
    required?: boolean;
  },
): string {
  const messages = IDENTITY_MESSAGES[state.language];
  const problem = state.problems?.find((candidate) => candidate.path === options.name);
  const id = `field-${options.name}`;
  const describedBy = [options.hint ? `${id}-hint` : '', problem ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  // Passwords are never sent back into the page.
  const value = options.type === 'password' ? '' : (state.values?.[options.name] ?? '');
  return `<label for="${id}">${html(options.label)}</label>
<input id="${id}" name="${options.name}" type="${options.type}" autocomplete="${options.autocomplete}" value="${html(value)}"${
    options.required === false ? '' : ' required'
  }${problem ? ' aria-invalid="true"' : ''}${describedBy ? ` aria-describedby="${describedBy}"` : ''}>
${options.hint ? `<p class="hint" id="${id}-hint">${html(options.hint)}</p>` : ''}${
    problem ? `<p class="field-error" id="${id}-error">${html(fieldProblemText(messages, problem))}</p>` : ''
  }`;
}

function hiddenFields(state: FormState): string {
  return `<input type="hidden" name="csrf" value="${html(state.csrfToken)}"><input type="hidden" name="lang" value="${state.language}">`;
}

function alertOf(state: FormState): string {
  const messages = IDENTITY_MESSAGES[state.language];
  const text = state.alert ?? (state.problems && state.problems.length > 0 ? messages.fixFields : undefined);
  return text ? `<div class="alert" role="alert">${html(text)}</div>` : '';
}

/** The login form; without a sign-up link when visitors may not create accounts (SIGN_UP=false). */
export function loginFormBody(state: FormState, links: { signUp?: string; cancel: string }): string {
  const messages = IDENTITY_MESSAGES[state.language];
  return `<h1>${html(messages.signInTitle)}</h1>
<p>${html(messages.signInIntro)}</p>
${alertOf(state)}
<form method="post" action="${html(state.action)}" novalidate>
${hiddenFields(state)}
${field(state, { name: 'username', label: messages.usernameOrEmail, type: 'text', autocomplete: 'username' })}
${field(state, { name: 'password', label: messages.password, type: 'password', autocomplete: 'current-password' })}
<button type="submit">${html(messages.signInButton)}</button>
</form>
<div class="links">${links.signUp ? `<p>${html(messages.noAccount)} <a href="${html(links.signUp)}">${html(messages.createAccountLink)}</a></p>` : ''}
<p><a href="${html(links.cancel)}">${html(messages.cancel)}</a></p></div>`;
}

export function signUpFormBody(state: FormState, links: { signIn: string; cancel: string }): string {
  const messages = IDENTITY_MESSAGES[state.language];
  const hint = interpolate(messages.passwordHint, { min: ACCOUNT_LIMITS.passwordMinLength });
  return `<h1>${html(messages.signUpTitle)}</h1>
<p>${html(messages.signUpIntro)}</p>
${alertOf(state)}
<form method="post" action="${html(state.action)}" novalidate>
${hiddenFields(state)}
${field(state, { name: 'username', label: messages.username, type: 'text', autocomplete: 'username' })}
${field(state, { name: 'email', label: messages.email, type: 'email', autocomplete: 'email' })}
${field(state, { name: 'firstName', label: messages.firstName, type: 'text', autocomplete: 'given-name' })}
${field(state, { name: 'lastName', label: messages.lastName, type: 'text', autocomplete: 'family-name' })}
${field(state, { name: 'password', label: messages.password, type: 'password', autocomplete: 'new-password', hint })}
${field(state, { name: 'passwordConfirmation', label: messages.passwordConfirmation, type: 'password', autocomplete: 'new-password' })}
<button type="submit">${html(messages.signUpButton)}</button>
</form>
<div class="links"><p>${html(messages.haveAccount)} <a href="${html(links.signIn)}">${html(messages.signInLink)}</a></p>
<p><a href="${html(links.cancel)}">${html(messages.cancel)}</a></p></div>`;
}

export function messageBody(title: string, text: string, link?: { href: string; label: string }): string {
  return `<h1>${html(title)}</h1><p>${html(text)}</p>${
    link ? `<p><a href="${html(link.href)}">${html(link.label)}</a></p>` : ''
  }`;
}

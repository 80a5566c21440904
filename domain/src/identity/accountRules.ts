import type { RequestProblem } from '../portal/requestProblem.js';

/** Limits of an account's fields, declared once for the sign-up page, the account page and the API. */
export const ACCOUNT_LIMITS = {
  usernameMinLength: 3,
  usernameMaxLength: 50,
  nameMaxLength: 100,
  emailMaxLength: 254,
  passwordMinLength: 8,
  /** scrypt hashes any length, but a megabyte "password" is only a way to burn CPU. */
  passwordMaxLength: 128,
} as const;

const USERNAME_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;

/**
 * A machine client's tokens name it `service-account-{client id}`, as Keycloak's service accounts: a person
 * may not take such a name, which would read as that client's wherever names are shown or logged.
 */
export const SERVICE_ACCOUNT_USERNAME_PREFIX = 'service-account-';
/** Deliberately loose: one @, something on each side, a dot in the domain. Mail delivery is the real test. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface SignUpInput {
  readonly username: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly password: string;
  readonly passwordConfirmation: string;
}

/** Usernames compare without case and surrounding spaces, as people type them. */
export function normalizedUsername(username: string): string {
  return username.trim().toLowerCase();
}

export function normalizedEmail(email: string): string {
  return email.trim().toLowerCase();
}

function problemOf(
  path: string,
  code: string,
  message: string,
  params?: Record<string, number>,
): RequestProblem {
  return { path, code, message, ...(params ? { params } : {}) };
}

export function nameProblems(input: { firstName: string; lastName: string }): RequestProblem[] {
  const problems: RequestProblem[] = [];
  for (const field of ['firstName', 'lastName'] as const) {
    const value = input[field].trim();
    if (value.length === 0) problems.push(problemOf(field, 'REQUIRED', `${field} is required.`));
    else if (value.length > ACCOUNT_LIMITS.nameMaxLength) {
      problems.push(
        problemOf(field, 'TOO_LONG', `${field} is longer than ${ACCOUNT_LIMITS.nameMaxLength} characters.`, {
          max: ACCOUNT_LIMITS.nameMaxLength,
        }),
      );
    }
  }
  return problems;
}

export function passwordProblems(
  password: string,
  confirmation: string,
  path = 'password',
): RequestProblem[] {
  if (password.length < ACCOUNT_LIMITS.passwordMinLength) {
    return [
      problemOf(
        path,
        'PASSWORD_TOO_SHORT',
        `The password needs at least ${ACCOUNT_LIMITS.passwordMinLength} characters.`,
        {
          min: ACCOUNT_LIMITS.passwordMinLength,
        },
      ),
    ];
  }
  if (password.length > ACCOUNT_LIMITS.passwordMaxLength) {
    return [
      problemOf(
        path,
        'PASSWORD_TOO_LONG',
        `The password may have at most ${ACCOUNT_LIMITS.passwordMaxLength} characters.`,
        {
          max: ACCOUNT_LIMITS.passwordMaxLength,
        },
      ),
    ];
  }
  if (password !== confirmation) {
    return [problemOf('passwordConfirmation', 'PASSWORD_MISMATCH', 'The two passwords differ.')];
  }
  return [];
}

/** Every problem of a sign-up form, each naming its field; uniqueness is the store's to check. */
export function signUpProblems(input: SignUpInput): RequestProblem[] {
  const problems: RequestProblem[] = [];
  const username = normalizedUsername(input.username);
  if (
    username.length < ACCOUNT_LIMITS.usernameMinLength ||
    username.length > ACCOUNT_LIMITS.usernameMaxLength
  ) {
    problems.push(
      problemOf(
        'username',
        'USERNAME_LENGTH',
        `The username needs ${ACCOUNT_LIMITS.usernameMinLength} to ${ACCOUNT_LIMITS.usernameMaxLength} characters.`,
        { min: ACCOUNT_LIMITS.usernameMinLength, max: ACCOUNT_LIMITS.usernameMaxLength },
      ),
    );
  } else if (!USERNAME_PATTERN.test(username)) {
    problems.push(
      problemOf('username', 'USERNAME_CHARACTERS', 'Use letters a–z, digits, dots, hyphens and underscores.'),
    );
  } else if (username.startsWith(SERVICE_ACCOUNT_USERNAME_PREFIX)) {
    problems.push(
      problemOf(
        'username',
        'USERNAME_RESERVED',
        `Usernames beginning with ${SERVICE_ACCOUNT_USERNAME_PREFIX} are kept for machine clients.`,
      ),
    );
  }
  const email = normalizedEmail(input.email);
  if (email.length === 0) problems.push(problemOf('email', 'REQUIRED', 'email is required.'));
  else if (email.length > ACCOUNT_LIMITS.emailMaxLength || !EMAIL_PATTERN.test(email)) {
    problems.push(problemOf('email', 'EMAIL_INVALID', 'This is not an email address.'));
  }
  problems.push(...nameProblems(input));
  problems.push(...passwordProblems(input.password, input.passwordConfirmation));
  return problems;
}

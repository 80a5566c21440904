import { createHmac, timingSafeEqual } from 'node:crypto';
import formBody from '@fastify/formbody';
import {
  PORTAL_ROLES,
  rolesInScope,
  signUpProblems,
  SIGN_UP_ROLE,
  type Language,
  type PortalCountry,
} from '@tsw/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import { roleScopeOf, type IdentityConfig } from '../config/config.js';
import type { Database } from '../database/database.js';
import type { RateLimitCheck } from '../http/rateLimiter.js';
import { approveClient } from './clientConsent.js';
import { IDENTITY_PATHS, realmPath, SIGNED_OUT_PATH } from './identityPaths.js';
import { loginSucceeded, reserveLoginAttempt, reserveSignUp, throttledAccountOf } from './loginThrottle.js';
import { decoyPasswordHash, passwordMatches } from './passwordHash.js';
import { consentFormBody } from './pages/consentForm.js';
import { IDENTITY_MESSAGES, identityPageLanguage, interpolate } from './pages/identityMessages.js';
import { sendIdentityPage } from './pages/identityPage.js';
import { loginFormBody, messageBody, signUpFormBody, type FieldProblem } from './pages/signInForms.js';
import { REGISTERED_CLIENT_IDLE_SECONDS, redirectHostsOf } from './registeredClientStore.js';
import { createUser, userById, userByLogin, UserTakenError } from './userStore.js';

type FormFields = Partial<Record<string, string>>;
type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

/** Form fields arrive as strings; repeated or missing ones read as empty. */
function text(fields: FormFields | undefined, name: string): string {
  const value = fields?.[name];
  return typeof value === 'string' ? value : '';
}

/**
 * Our own sign-in and sign-up pages for the provider's interactions (never the library's development
 * pages). Each form carries a token bound to the interaction by HMAC: a page on another site cannot
 * post it, as it cannot know the interaction id and the key.
 */
export async function registerLoginActionRoutes(
  app: FastifyInstance,
  options: {
    /** The provider as it is now (a key rotation builds it again). */
    provider: () => Provider;
    database: Database;
    identity: IdentityConfig;
    country: PortalCountry;
    csrfKey: string;
    rateLimit: RateLimitCheck;
    now?: () => Date;
  },
): Promise<void> {
  const { provider, database, identity } = options;
  const now = options.now ?? (() => new Date());
  const base = `${realmPath(identity.realm)}${IDENTITY_PATHS.loginActions}`;
  const homeHref = identity.publicUrl + SIGNED_OUT_PATH;

  const csrfTokenOf = (uid: string) =>
    createHmac('sha256', options.csrfKey).update(`login:${uid}`).digest('base64url');
  const csrfValid = (uid: string, token: string) => {
    const expected = Buffer.from(csrfTokenOf(uid));
    const given = Buffer.from(token);
    return expected.length === given.length && timingSafeEqual(expected, given);
  };

  const languageFor = (
    request: FastifyRequest,
    interaction: Interaction | undefined,
    chosen?: string,
  ): Language =>
    identityPageLanguage({
      chosen: chosen ?? (request.query as { lang?: string }).lang,
      uiLocales: (interaction?.params as { ui_locales?: string } | undefined)?.ui_locales,
      acceptLanguage: request.headers['accept-language'],
    });

  /** The redirect origin of the sign-in each answer's page belongs to, noted when its interaction is found. */
  const redirectOrigins = new WeakMap<FastifyReply, string>();

  const page = (
    reply: FastifyReply,
    status: number,
    language: Language,
    title: string,
    body: string,
    uid?: string,
    view?: string,
  ) =>
    sendIdentityPage(reply, status, {
      language,
      country: options.country,
      title,
      homeHref,
      body,
      redirectOrigin: redirectOrigins.get(reply),
      ...(uid ? { languageHref: (code: Language) => `${base}/${uid}${view ?? ''}?lang=${code}` } : {}),
    });

  /** The interaction this browser is in, or undefined when its cookie is gone or names another one. */
  const interactionOf = async (request: FastifyRequest, reply: FastifyReply, uid: string) => {
    try {
      const interaction = await provider().interactionDetails(request.raw, reply.raw);
      if (interaction.uid !== uid) return undefined;
      const redirectUri = URL.parse(String(interaction.params.redirect_uri ?? ''));
      if (redirectUri) redirectOrigins.set(reply, redirectUri.origin);
      return interaction;
    } catch {
      return undefined;
    }
  };

  const expired = (request: FastifyRequest, reply: FastifyReply) => {
    const language = languageFor(request, undefined);
    const messages = IDENTITY_MESSAGES[language];
    return page(
      reply,
      400,
      language,
      messages.sessionExpiredTitle,
      messageBody(messages.sessionExpiredTitle, messages.sessionExpired, {
        href: homeHref,
        label: messages.backHome,
      }),
    );
  };

  const links = (uid: string, language: Language) => ({
    signIn: `${base}/${uid}?lang=${language}`,
    ...(identity.signUp ? { signUp: `${base}/${uid}/register?lang=${language}` } : {}),
    cancel: `${base}/${uid}/cancel`,
  });

  /** With SIGN_UP=false: the sign-up page says where accounts come from, and leads back to signing in. */
  const signUpClosed = (reply: FastifyReply, uid: string, language: Language) => {
    const messages = IDENTITY_MESSAGES[language];
    return page(
      reply,
      404,
      language,
      messages.signUpClosedTitle,
      messageBody(messages.signUpClosedTitle, messages.signUpClosed, {
        href: links(uid, language).signIn,
        label: messages.signInLink,
      }),
    );
  };

  const showLogin = (
    reply: FastifyReply,
    uid: string,
    language: Language,
    status = 200,
    extra: { values?: FormFields; alert?: string } = {},
  ) =>
    page(
      reply,
      status,
      language,
      IDENTITY_MESSAGES[language].signInTitle,
      loginFormBody(
        {
          language,
          action: `${base}/${uid}/login`,
          csrfToken: csrfTokenOf(uid),
          values: { username: text(extra.values, 'username') },
          ...(extra.alert ? { alert: extra.alert } : {}),
        },
        links(uid, language),
      ),
      uid,
    );

  const showSignUp = (
    reply: FastifyReply,
    uid: string,
    language: Language,
    status = 200,
    extra: { values?: FormFields; problems?: FieldProblem[]; alert?: string } = {},
  ) =>
    page(
      reply,
      status,
      language,
      IDENTITY_MESSAGES[language].signUpTitle,
      signUpFormBody(
        {
          language,
          action: `${base}/${uid}/register`,
          csrfToken: csrfTokenOf(uid),
          values: Object.fromEntries(
            ['username', 'email', 'firstName', 'lastName'].map((name) => [name, text(extra.values, name)]),
          ),
          problems: extra.problems ?? [],
          ...(extra.alert ? { alert: extra.alert } : {}),
        },
        links(uid, language),
      ),
      uid,
      '/register',
    );

  /**
   * The consent page, for a client that registered itself (the portal's own never asks): its name as it
   * gave it, where the answer goes, and the signed-in person's roles, which its tokens will carry.
   */
  const showConsent = async (reply: FastifyReply, interaction: Interaction, language: Language) => {
    const client = await provider().Client.find(String(interaction.params.client_id));
    const user = interaction.session ? await userById(database, interaction.session.accountId) : undefined;
    const redirectUri = String(interaction.params.redirect_uri ?? '');
    if (!client || !user) return undefined;
    return page(
      reply,
      200,
      language,
      IDENTITY_MESSAGES[language].consentTitle,
      consentFormBody({
        language,
        action: `${base}/${interaction.uid}/consent`,
        csrfToken: csrfTokenOf(interaction.uid),
        clientName: client.clientName,
        redirectHost: redirectHostsOf([redirectUri]).join(', '),
        username: user.username,
        roles: PORTAL_ROLES.filter((role) => rolesInScope(user, roleScopeOf(identity)).includes(role)),
        rememberedDays: REGISTERED_CLIENT_IDLE_SECONDS / 86_400,
      }),
      interaction.uid,
    );
  };

  const finish = async (
    request: FastifyRequest,
    reply: FastifyReply,
    interaction: Interaction,
    accountId: string,
  ) => {
    const result = {
      login: { accountId, remember: true },
      ...(interaction.prompt.name === 'create' ? { create: {} } : {}),
    };
    const returnTo = await provider().interactionResult(request.raw, reply.raw, result, {
      mergeWithLastSubmission: false,
    });
    return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
  };

  await app.register(async (scope) => {
    await scope.register(formBody, { bodyLimit: 16 * 1024 });

    scope.get<{ Params: { uid: string } }>(
      `${base}/:uid`,
      { schema: { hide: true } },
      async (request, reply) => {
        const interaction = await interactionOf(request, reply, request.params.uid);
        if (!interaction) return expired(request, reply);
        const language = languageFor(request, interaction);
        if (interaction.prompt.name === 'consent') {
          return (await showConsent(reply, interaction, language)) ?? expired(request, reply);
        }
        return interaction.prompt.name === 'create' && identity.signUp
          ? showSignUp(reply, interaction.uid, language)
          : showLogin(reply, interaction.uid, language);
      },
    );

    scope.get<{ Params: { uid: string } }>(
      `${base}/:uid/register`,
      { schema: { hide: true } },
      async (request, reply) => {
        const interaction = await interactionOf(request, reply, request.params.uid);
        if (!interaction) return expired(request, reply);
        const language = languageFor(request, interaction);
        if (!identity.signUp) return signUpClosed(reply, interaction.uid, language);
        return showSignUp(reply, interaction.uid, language);
      },
    );

    // Leaving the page returns to the portal with access_denied, which the front end explains.
    scope.get<{ Params: { uid: string } }>(
      `${base}/:uid/cancel`,
      { schema: { hide: true } },
      async (request, reply) => {
        const interaction = await interactionOf(request, reply, request.params.uid);
        if (!interaction) return reply.redirect(homeHref, 303);
        const returnTo = await provider().interactionResult(
          request.raw,
          reply.raw,
          { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );

    scope.post<{ Params: { uid: string }; Body: FormFields }>(
      `${base}/:uid/login`,
      { schema: { hide: true } },
      async (request, reply) => {
        const interaction = await interactionOf(request, reply, request.params.uid);
        if (!interaction) return expired(request, reply);
        const fields = request.body;
        const language = languageFor(request, interaction, text(fields, 'lang'));
        const messages = IDENTITY_MESSAGES[language];
        // Every post counts, before the password hash, which is slow on purpose: a flood would take the CPU.
        const retryAfter = await options.rateLimit('signInPosts', request);
        if (retryAfter > 0) {
          reply.header('Retry-After', String(retryAfter));
          return showLogin(reply, interaction.uid, language, 429, {
            values: fields,
            alert: messages.tooManyRequests,
          });
        }
        if (!csrfValid(interaction.uid, text(fields, 'csrf'))) {
          return showLogin(reply, interaction.uid, language, 403, {
            values: fields,
            alert: messages.formExpired,
          });
        }
        const login = text(fields, 'username').trim();
        const user = login ? await userByLogin(database, login) : undefined;
        const subjects = { account: throttledAccountOf(user, login), address: request.ip };
        const waitMs = await reserveLoginAttempt(database, subjects, now());
        if (waitMs > 0) {
          return showLogin(reply, interaction.uid, language, 429, {
            values: fields,
            alert: interpolate(messages.tooManyAttempts, { minutes: Math.ceil(waitMs / 60_000) }),
          });
        }
        const matches = await passwordMatches(
          text(fields, 'password'),
          user?.passwordHash ?? (await decoyPasswordHash()),
        );
        if (!user || !matches) {
          request.log.info({ login: login.slice(0, 100) }, 'sign-in refused');
          return showLogin(reply, interaction.uid, language, 401, {
            values: fields,
            alert: messages.invalidCredentials,
          });
        }
        // Said only to whoever knows the password: to others a disabled account looks like any wrong guess.
        if (user.disabled) {
          request.log.info({ login: login.slice(0, 100) }, 'sign-in refused: account disabled');
          return showLogin(reply, interaction.uid, language, 403, {
            values: fields,
            alert: messages.accountDisabled,
          });
        }
        await loginSucceeded(database, subjects);
        return finish(request, reply, interaction, user.id);
      },
    );

    // Allow grants what the client asked for and returns to it; Deny returns access_denied to it.
    scope.post<{ Params: { uid: string }; Body: FormFields }>(
      `${base}/:uid/consent`,
      { schema: { hide: true } },
      async (request, reply) => {
        const interaction = await interactionOf(request, reply, request.params.uid);
        if (!interaction || interaction.prompt.name !== 'consent') return expired(request, reply);
        const fields = request.body;
        const language = languageFor(request, interaction, text(fields, 'lang'));
        if (!csrfValid(interaction.uid, text(fields, 'csrf'))) {
          return page(
            reply,
            403,
            language,
            IDENTITY_MESSAGES[language].sessionExpiredTitle,
            messageBody(
              IDENTITY_MESSAGES[language].sessionExpiredTitle,
              IDENTITY_MESSAGES[language].formExpired,
            ),
          );
        }
        const result =
          text(fields, 'decision') === 'allow'
            ? { consent: { grantId: await approveClient(provider(), interaction) } }
            : { error: 'access_denied', error_description: 'The user denied the application access.' };
        const returnTo = await provider().interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: true,
        });
        return reply.header('Cache-Control', 'no-store').redirect(returnTo, 303);
      },
    );

    scope.post<{ Params: { uid: string }; Body: FormFields }>(
      `${base}/:uid/register`,
      { schema: { hide: true } },
      async (request, reply) => {
        const interaction = await interactionOf(request, reply, request.params.uid);
        if (!interaction) return expired(request, reply);
        const fields = request.body;
        const language = languageFor(request, interaction, text(fields, 'lang'));
        if (!identity.signUp) return signUpClosed(reply, interaction.uid, language);
        const retryAfter = await options.rateLimit('signUpPosts', request);
        if (retryAfter > 0) {
          reply.header('Retry-After', String(retryAfter));
          return showSignUp(reply, interaction.uid, language, 429, {
            values: fields,
            alert: IDENTITY_MESSAGES[language].tooManyRequests,
          });
        }
        if (!csrfValid(interaction.uid, text(fields, 'csrf'))) {
          return showSignUp(reply, interaction.uid, language, 403, { values: fields, problems: [] });
        }
        const input = {
          username: text(fields, 'username'),
          email: text(fields, 'email'),
          firstName: text(fields, 'firstName'),
          lastName: text(fields, 'lastName'),
          password: text(fields, 'password'),
          passwordConfirmation: text(fields, 'passwordConfirmation'),
        };
        const problems: FieldProblem[] = signUpProblems(input);
        if (problems.length > 0)
          return showSignUp(reply, interaction.uid, language, 400, { values: fields, problems });
        // Counted once the form is complete: a typo costs nothing, a script filling the table is slowed.
        const waitMs = await reserveSignUp(database, request.ip, now());
        if (waitMs > 0) {
          return showSignUp(reply, interaction.uid, language, 429, {
            values: fields,
            alert: interpolate(IDENTITY_MESSAGES[language].tooManySignUps, {
              minutes: Math.ceil(waitMs / 60_000),
            }),
          });
        }
        try {
          const user = await database.transaction((transaction) =>
            createUser(transaction, { ...input, clientRoles: { [identity.clientId]: [SIGN_UP_ROLE] } }),
          );
          request.log.info({ username: user.username }, 'account created');
          return await finish(request, reply, interaction, user.id);
        } catch (error) {
          if (!(error instanceof UserTakenError)) throw error;
          const code = error.field === 'username' ? 'USERNAME_TAKEN' : 'EMAIL_TAKEN';
          return showSignUp(reply, interaction.uid, language, 409, {
            values: fields,
            problems: [{ path: error.field, code }],
          });
        }
      },
    );
  });
}

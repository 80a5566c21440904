import { DirectionProvider, MantineProvider } from '@mantine/core';
import { holdsAnyRole, identityFromClaims, type Language } from '@tsw/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { inject } from 'vitest';
import { AuthContext, type AuthState } from '../auth/authContext';
import { jwtPayload } from '../auth/tokenClaims';
import { i18nFor, loadTranslation } from '../../shared/i18n/i18n';
import { languageOfPath } from '../../shared/i18n/languagePath';
import { LANGUAGES } from '../../shared/i18n/languages';
import { portalTheme } from '../theme';

// A screen waits on the in-process portal, which may share the machine with other work: a `findBy…` waits
// up to 15 s (Testing Library's default is 1 s) before it fails. It bounds a wait; no test measures speed.
configure({ asyncUtilTimeout: 15_000 });

/** The accounts the screen tests' global setup signs in (server/src/testing/screenTestPortal.ts). */
type ScreenTestRole = 'trader' | 'declarant' | 'administrator' | 'noRole';

declare module 'vitest' {
  // What that global setup provides: the in-process portal's address and an access token per account.
  export interface ProvidedContext {
    screenPortal: { origin: string; today: string; accessTokens: Record<ScreenTestRole, string> };
  }
}

/** The DOM environment's own controls (happy-dom): a screen's document takes the portal's address. */
interface HappyDomWindow {
  happyDOM?: { setURL(url: string): void };
}

/** The portal's own client, whose roles the screens count (as the server's guard does by default). */
const ROLE_SCOPE = { clientId: 'portal', realmRoles: false };

/** A signed-in user of the in-process portal, with the real access token of its sign-in. */
function signedInAs(role: ScreenTestRole): AuthState {
  const accessToken = inject('screenPortal').accessTokens[role];
  const identity = identityFromClaims(jwtPayload(accessToken));
  const unused = () => Promise.reject(new Error('Screen tests do not sign in or out'));
  return {
    status: 'signedIn',
    identity,
    holdsAnyRole: (roles) => holdsAnyRole(identity, roles, ROLE_SCOPE),
    accessToken,
    sessionEnded: false,
    ownAccounts: true,
    accountConsoleUrl: null,
    signIn: unused,
    signOut: unused,
    refresh: unused,
  };
}

/**
 * Renders one screen in the DOM environment as the portal's frame would (language and direction from the
 * path, Mantine, TanStack Query, the words of the path's language, a signed-in user), at `path` in a
 * memory router. Its requests go by `fetch` to the in-process portal of the screen tests' global setup
 * (server/src/testing/screenTestPortal.ts): the document's address is the portal's, so the service
 * addresses of `/portal-config.json` resolve against it as in a browser.
 */
export async function renderScreen(
  screen: ReactNode,
  options: {
    path: string;
    role?: ScreenTestRole;
    /** The history state the screen is opened with, as a `<Navigate state>` would leave it. */
    state?: unknown;
    /** The route pattern the screen's `useParams` reads (`/:lang/tools/codification/:table`); any path if none. */
    route?: string;
  },
): Promise<RenderResult & { language: Language }> {
  const url = new URL(options.path, inject('screenPortal').origin);
  (window as unknown as HappyDomWindow).happyDOM?.setURL(url.href);
  const language = languageOfPath(url.pathname);
  await loadTranslation(language);
  const { direction } = LANGUAGES[language];
  document.documentElement.lang = language;
  document.documentElement.dir = direction;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rendered = render(
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      {/* Mantine's test environment: no transitions (a dropdown shows at once) and no portals. */}
      <MantineProvider theme={portalTheme} defaultColorScheme="light" env="test">
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18nFor(language)}>
            <AuthContext.Provider value={signedInAs(options.role ?? 'trader')}>
              <MemoryRouter
                initialEntries={[{ pathname: url.pathname, search: url.search, state: options.state }]}
              >
                <Routes>
                  <Route path={options.route ?? '*'} element={screen} />
                </Routes>
              </MemoryRouter>
            </AuthContext.Provider>
          </I18nextProvider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>,
  );
  return { ...rendered, language };
}

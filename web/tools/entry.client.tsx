import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { toolsQueryClient } from './api/toolsQueryClient';
import { ToolsApp } from './root';
import { loadScreensOf } from './routing/ToolRoutes';
import { siteLayoutQuery } from './siteData/siteLayoutQuery';
import { loadTranslation } from '../shared/i18n/i18n';
import { languageOfPath } from '../shared/i18n/languagePath';

/**
 * The tools' start in the browser. The page shows its frame's bar until the app draws (index.html); the
 * app draws once what its first screen needs has come, side by side: the language's words, the screen's
 * code and the frame's data, so that it draws the screen at once rather than an empty frame first.
 */
const queryClient = toolsQueryClient();
const { pathname } = window.location;
const language = languageOfPath(pathname);
void Promise.all([
  loadTranslation(language),
  // A failure shows when the screen draws (the frame's error page).
  loadScreensOf(pathname).catch(() => undefined),
  queryClient.prefetchQuery(siteLayoutQuery(language)),
]).then(() => {
  const root = document.getElementById('root');
  if (!root) throw new Error('The tools’ page has no #root');
  // In a transition, the first drawing yields to the browser every few milliseconds: drawn in one task,
  // the whole frame and screen blocked a phone's main thread for about a second.
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <BrowserRouter>
          <ToolsApp queryClient={queryClient} />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
});

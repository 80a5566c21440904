import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadTranslation } from '../shared/i18n/i18n';
import { languageOfPath } from '../shared/i18n/languagePath';

/**
 * React Router's own start in the browser, once the page's translation has loaded: the page hydrates in
 * the words it was drawn with.
 */
void loadTranslation(languageOfPath(window.location.pathname)).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  }),
);

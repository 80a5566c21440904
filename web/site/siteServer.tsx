import { loadTranslation } from '../shared/i18n/i18n';
import { LANGUAGE_CODES } from '../shared/i18n/languages';

// The generator draws pages in every language: every translation is loaded before the first.
await Promise.all(LANGUAGE_CODES.map((language) => loadTranslation(language)));

/** The site's server build: how the portal server generates the information site (domain SiteRenderer). */
export { createSiteRenderer, type SiteBuild } from './render/siteRenderer';

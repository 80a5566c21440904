import type { PortalRole } from '@tsw/domain';
import type en from '../i18n/locales/en.json';

/** A tool's name and description in the translations: `tools.{key}.title`, `tools.{key}.description`. */
export type ToolKey = keyof typeof en.tools;

/** Cargo manifests and vessels are for those who declare or control cargo, not every trader. */
export const CARGO_ROLES: readonly PortalRole[] = ['declarant', 'customs-officer'];

/**
 * The tools of the signed-in area, in the order the home page and the menus present them, with the
 * roles each requires (none listed: any signed-in user).
 */
export const TOOLS = [
  { slug: 'tariff-search', key: 'tariffSearch', roles: [] },
  { slug: 'tariff-changes', key: 'tariffChanges', roles: [] },
  { slug: 'exchange-rates', key: 'exchangeRates', roles: [] },
  { slug: 'central-bank-rates', key: 'centralBankRates', roles: [] },
  { slug: 'codification', key: 'codification', roles: [] },
  { slug: 'reference-lists', key: 'referenceLists', roles: [] },
  { slug: 'taxation-simulation', key: 'taxationSimulation', roles: [] },
  { slug: 'tax-calculator', key: 'taxCalculator', roles: [] },
  { slug: 'traders-guide', key: 'tradersGuide', roles: [] },
  { slug: 'ai-tariff-search', key: 'aiTariffSearch', roles: [] },
  { slug: 'manifests', key: 'manifests', roles: CARGO_ROLES },
  { slug: 'vessels', key: 'vessels', roles: CARGO_ROLES },
  { slug: 'sro', key: 'sro', roles: [] },
  { slug: 'news', key: 'news', roles: [] },
  { slug: 'help-desk', key: 'helpDesk', roles: [] },
] as const satisfies readonly { slug: string; key: ToolKey; roles: readonly PortalRole[] }[];

export type ToolSlug = (typeof TOOLS)[number]['slug'];

export function toolOfSlug(slug: string | undefined) {
  return TOOLS.find((tool) => tool.slug === slug);
}

/** The roles a tool's screens require (none: any signed-in user). */
export function toolRoles(slug: ToolSlug): readonly PortalRole[] {
  return toolOfSlug(slug)?.roles ?? [];
}

import type en from '../i18n/locales/en.json';

/** A tool's name and description in the translations: `tools.{key}.title`, `tools.{key}.description`. */
export type ToolKey = keyof typeof en.tools;

/** The tools of the signed-in area (§1), in the order the home page and the menus present them. */
export const TOOLS = [
  { slug: 'tariff-search', key: 'tariffSearch' },
  { slug: 'exchange-rates', key: 'exchangeRates' },
  { slug: 'codification', key: 'codification' },
  { slug: 'taxation-simulation', key: 'taxationSimulation' },
  { slug: 'traders-guide', key: 'tradersGuide' },
  { slug: 'ai-tariff-search', key: 'aiTariffSearch' },
  { slug: 'manifests', key: 'manifests' },
  { slug: 'vessels', key: 'vessels' },
  { slug: 'sro', key: 'sro' },
  { slug: 'help-desk', key: 'helpDesk' },
] as const satisfies readonly { slug: string; key: ToolKey }[];

export type ToolSlug = (typeof TOOLS)[number]['slug'];

export function toolOfSlug(slug: string | undefined) {
  return TOOLS.find((tool) => tool.slug === slug);
}

import type { ToolSlug } from './paths';

/** The tools in the order the home page and the navigation present them, with their translation keys. */
export const TOOLS: readonly { slug: ToolSlug; key: `tools.${string}` }[] = [
  { slug: 'tariff-search', key: 'tools.tariffSearch' },
  { slug: 'exchange-rates', key: 'tools.exchangeRates' },
  { slug: 'codification', key: 'tools.codification' },
  { slug: 'taxation-simulation', key: 'tools.taxationSimulation' },
  { slug: 'traders-guide', key: 'tools.tradersGuide' },
  { slug: 'ai-tariff-search', key: 'tools.aiTariffSearch' },
  { slug: 'manifests', key: 'tools.manifests' },
  { slug: 'vessels', key: 'tools.vessels' },
  { slug: 'sro', key: 'tools.sro' },
  { slug: 'help-desk', key: 'tools.helpDesk' },
];

export function toolOfSlug(slug: string | undefined) {
  return TOOLS.find((tool) => tool.slug === slug);
}

import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireSignIn } from './RequireSignIn';
import type { ComponentType } from 'react';
import { toolOfSlug, type ToolSlug } from '../../shared/config/tools';
import { TariffSearchPage } from '../features/tariff/TariffSearchPage';
import { ExchangeRatesPage } from '../features/exchangeRates/ExchangeRatesPage';
import { CentralBankRatesPage } from '../features/centralBankRates/CentralBankRatesPage';
import { TaxationSimulationPage } from '../features/taxation/TaxationSimulationPage';
import { TaxCalculatorPage } from '../features/taxation/TaxCalculatorPage';
import { ReferenceListsPage } from '../features/referenceLists/ReferenceListsPage';
import { SroPage } from '../features/sro/SroPage';
import { TradersGuidePage } from '../features/tradersGuide/TradersGuidePage';
import { CodificationPage } from '../features/codification/CodificationPage';
import { AiTariffSearchPage } from '../features/aiTariffSearch/AiTariffSearchPage';
import { HelpDeskPage } from '../features/helpDesk/HelpDeskPage';
import { NewsToolPage } from '../features/news/NewsToolPage';
import { ManifestSearchPage } from '../features/cargo/ManifestSearchPage';
import { VesselsPage } from '../features/cargo/VesselsPage';
import { ComingSoonPage } from '../features/errors/ComingSoonPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';

/** The tools built so far; the others show "coming soon" until their issue lands. */
const TOOL_SCREENS: Partial<Record<ToolSlug, ComponentType>> = {
  'tariff-search': TariffSearchPage,
  'exchange-rates': ExchangeRatesPage,
  'central-bank-rates': CentralBankRatesPage,
  codification: CodificationPage,
  'taxation-simulation': TaxationSimulationPage,
  'tax-calculator': TaxCalculatorPage,
  'reference-lists': ReferenceListsPage,
  sro: SroPage,
  'traders-guide': TradersGuidePage,
  'ai-tariff-search': AiTariffSearchPage,
  manifests: ManifestSearchPage,
  vessels: VesselsPage,
  news: NewsToolPage,
  'help-desk': HelpDeskPage,
};

/** A tool screen, behind the route guard with the roles the tool requires. */
export default function ToolRoute() {
  const { t } = useTranslation();
  const tool = toolOfSlug(useParams().tool);
  if (!tool) return <NotFoundPage />;
  const Screen = TOOL_SCREENS[tool.slug];
  return (
    <RequireSignIn roles={tool.roles}>
      {Screen ? <Screen /> : <ComingSoonPage name={t(`tools.${tool.key}.title`)} />}
    </RequireSignIn>
  );
}

import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { AiTariffSearchPage } from '../../features/aiTariffSearch/AiTariffSearchPage';

export default function AiTariffSearchRoute() {
  return (
    <RequireSignIn roles={toolRoles('ai-tariff-search')}>
      <AiTariffSearchPage />
    </RequireSignIn>
  );
}

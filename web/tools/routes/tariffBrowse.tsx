import { RequireSignIn } from './RequireSignIn';
import { toolOfSlug } from '../../shared/config/tools';
import { TariffBrowsePage } from '../features/tariff/TariffBrowsePage';

export default function TariffBrowseRoute() {
  return (
    <RequireSignIn roles={toolOfSlug('tariff-search')?.roles ?? []}>
      <TariffBrowsePage />
    </RequireSignIn>
  );
}

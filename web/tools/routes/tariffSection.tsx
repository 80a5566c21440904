import { useParams } from 'react-router';
import { RequireSignIn } from './RequireSignIn';
import { toolOfSlug } from '../../shared/config/tools';
import { TariffSectionPage } from '../features/tariff/TariffSectionPage';

export default function TariffSectionRoute() {
  const section = useParams().section ?? '';
  return (
    <RequireSignIn roles={toolOfSlug('tariff-search')?.roles ?? []}>
      {/* A new section is a new page: its state starts afresh. */}
      <TariffSectionPage key={section} section={section} />
    </RequireSignIn>
  );
}

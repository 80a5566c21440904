import { useParams } from 'react-router';
import { RequireSignIn } from './RequireSignIn';
import { toolOfSlug } from '../../shared/config/tools';
import { TariffHeadingPage } from '../features/tariff/TariffHeadingPage';

export default function TariffHeadingRoute() {
  const heading = useParams().heading ?? '';
  return (
    <RequireSignIn roles={toolOfSlug('tariff-search')?.roles ?? []}>
      {/* A new heading is a new page: its state starts afresh. */}
      <TariffHeadingPage key={heading} heading={heading} />
    </RequireSignIn>
  );
}

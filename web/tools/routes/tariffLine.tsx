import { useParams } from 'react-router';
import { RequireSignIn } from './RequireSignIn';
import { toolOfSlug } from '../../shared/config/tools';
import { TariffLinePage } from '../features/tariff/TariffLinePage';

export default function TariffLineRoute() {
  const code = useParams().code ?? '';
  return (
    <RequireSignIn roles={toolOfSlug('tariff-search')?.roles ?? []}>
      <TariffLinePage key={code} code={code} />
    </RequireSignIn>
  );
}

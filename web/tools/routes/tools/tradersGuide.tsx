import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { TradersGuidePage } from '../../features/tradersGuide/TradersGuidePage';

export default function TradersGuideRoute() {
  return (
    <RequireSignIn roles={toolRoles('traders-guide')}>
      <TradersGuidePage />
    </RequireSignIn>
  );
}

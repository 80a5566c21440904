import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { VesselsPage } from '../../features/cargo/VesselsPage';

export default function VesselsRoute() {
  return (
    <RequireSignIn roles={toolRoles('vessels')}>
      <VesselsPage />
    </RequireSignIn>
  );
}

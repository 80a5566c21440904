import { RequireSignIn } from '../RequireSignIn';
import { toolRoles } from '../../../shared/config/tools';
import { NewsToolPage } from '../../features/news/NewsToolPage';

export default function NewsRoute() {
  return (
    <RequireSignIn roles={toolRoles('news')}>
      <NewsToolPage />
    </RequireSignIn>
  );
}

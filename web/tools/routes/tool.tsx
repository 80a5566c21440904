import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireSignIn } from './RequireSignIn';
import { toolOfSlug } from '../../shared/config/tools';
import { ComingSoonPage } from '../features/errors/ComingSoonPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';

/**
 * A tool's address that no screen of its own takes (routes.ts): a listed tool still to come says so, behind
 * the route guard with the tool's roles; any other name is missing.
 */
export default function ToolToComeRoute() {
  const { t } = useTranslation();
  const tool = toolOfSlug(useParams().tool);
  if (!tool) return <NotFoundPage />;
  return (
    <RequireSignIn roles={tool.roles}>
      <ComingSoonPage name={t(`tools.${tool.key}.title`)} />
    </RequireSignIn>
  );
}

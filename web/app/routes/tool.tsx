import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RequireSignIn } from '../auth/RequireSignIn';
import { toolOfSlug } from '../config/tools';
import { ComingSoonPage } from '../features/errors/ComingSoonPage';
import { NotFoundPage } from '../features/errors/NotFoundPage';

/** A tool screen; each is built by its own issue and shows "coming soon" until then. */
export default function ToolRoute() {
  const { t } = useTranslation();
  const tool = toolOfSlug(useParams().tool);
  if (!tool) return <NotFoundPage />;
  return (
    <RequireSignIn roles={tool.roles}>
      <ComingSoonPage name={t(`tools.${tool.key}.title`)} />
    </RequireSignIn>
  );
}

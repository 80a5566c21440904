import { RequireSignIn } from './RequireSignIn';
import { GUIDE_EDITOR_ROLES } from '../../shared/config/editorRoles';
import { GuideRulesPage } from '../features/guideEditor/GuideRulesPage';

export default function GuideEditorListRoute() {
  return (
    <RequireSignIn roles={GUIDE_EDITOR_ROLES}>
      <GuideRulesPage />
    </RequireSignIn>
  );
}

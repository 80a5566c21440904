import { useParams } from 'react-router';
import { RequireSignIn } from './RequireSignIn';
import { GUIDE_EDITOR_ROLES } from '../../shared/config/editorRoles';
import { GuideRulePage } from '../features/guideEditor/GuideRulePage';

/** One rule: a stored one (guide-editor/rules/:id), or a new one (guide-editor/new). */
export default function GuideEditorRuleRoute() {
  const params = useParams();
  const id = 'id' in params ? params.id : undefined;
  return (
    <RequireSignIn roles={GUIDE_EDITOR_ROLES}>
      <GuideRulePage id={id} />
    </RequireSignIn>
  );
}

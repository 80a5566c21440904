import { RequireSignIn } from './RequireSignIn';
import { CONTENT_EDITOR_ROLES } from '../../shared/config/editorRoles';
import { ContentEditorListPage } from '../features/contentEditor/ContentEditorListPage';

export default function ContentEditorListRoute() {
  return (
    <RequireSignIn roles={CONTENT_EDITOR_ROLES}>
      <ContentEditorListPage />
    </RequireSignIn>
  );
}

import { useParams } from 'react-router';
import { isContentKind } from '@tsw/domain';
import { RequireSignIn } from './RequireSignIn';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { CONTENT_EDITOR_ROLES } from '../../shared/config/editorRoles';
import { ContentEditorPage } from '../features/contentEditor/ContentEditorPage';

/** One item: a stored one (editor/items/:id), or a new one of a kind (editor/new/:kind). */
export default function ContentEditorItemRoute() {
  const params = useParams();
  const kind = 'kind' in params ? params.kind : undefined;
  const id = 'id' in params ? params.id : undefined;
  if (id === undefined && !(kind !== undefined && isContentKind(kind))) return <NotFoundPage />;
  return (
    <RequireSignIn roles={CONTENT_EDITOR_ROLES}>
      <ContentEditorPage id={id} kind={kind !== undefined && isContentKind(kind) ? kind : undefined} />
    </RequireSignIn>
  );
}

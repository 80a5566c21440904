import { useParams } from 'react-router';
import { RequireSignIn } from './RequireSignIn';
import { HelpDeskArticlePage } from '../features/helpDesk/HelpDeskArticlePage';

/** One help-desk article, behind sign-in like the help desk. */
export default function HelpDeskArticleRoute() {
  const params = useParams();
  return (
    <RequireSignIn>
      <HelpDeskArticlePage slug={params.slug ?? ''} />
    </RequireSignIn>
  );
}

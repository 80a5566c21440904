import { RequireSignIn } from './RequireSignIn';
import { HelpDeskArticlePage } from '../features/helpDesk/HelpDeskArticlePage';
import type { Route } from './+types/helpDeskArticle';

/** One help-desk article, behind sign-in like the help desk. */
export default function HelpDeskArticleRoute({ params }: Route.ComponentProps) {
  return (
    <RequireSignIn>
      <HelpDeskArticlePage slug={params.slug} />
    </RequireSignIn>
  );
}

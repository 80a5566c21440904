import { InternalToolsPage } from '../features/internalTools/InternalToolsPage';
import { languageOfParam } from '../../shared/i18n/languagePath';
import type { Route } from './+types/internalTools';

/** A page of the site without content of its own: generated like the others, with no page data. */
export default function InternalToolsRoute({ params }: Route.ComponentProps) {
  return <InternalToolsPage language={languageOfParam(params.lang)} />;
}

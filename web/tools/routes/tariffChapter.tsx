import { useParams } from 'react-router';
import { RequireSignIn } from './RequireSignIn';
import { toolOfSlug } from '../../shared/config/tools';
import { TariffChapterPage } from '../features/tariff/TariffChapterPage';

export default function TariffChapterRoute() {
  const chapter = useParams().chapter ?? '';
  return (
    <RequireSignIn roles={toolOfSlug('tariff-search')?.roles ?? []}>
      {/* A new chapter is a new page: its state starts afresh. */}
      <TariffChapterPage key={chapter} chapter={chapter} />
    </RequireSignIn>
  );
}

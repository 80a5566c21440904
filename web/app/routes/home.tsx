import { useLocation } from 'react-router';
import { HomePage } from '../features/home/HomePage';
import { languageOfPath } from '../i18n/languagePath';

export default function HomeRoute() {
  return <HomePage language={languageOfPath(useLocation().pathname)} />;
}

import { NotFoundPage } from '../features/errors/NotFoundPage';

export default function NotFoundRoute() {
  return <NotFoundPage />;
}

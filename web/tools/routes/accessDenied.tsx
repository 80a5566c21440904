import { AccessDeniedPage } from '../features/errors/AccessDeniedPage';

export default function AccessDeniedRoute() {
  return <AccessDeniedPage />;
}

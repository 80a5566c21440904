import { Outlet } from 'react-router';
import { RequireSignIn } from './RequireSignIn';
import { toolOfSlug } from '../../shared/config/tools';
import { CodificationPage } from '../features/codification/CodificationPage';

/** The codification screen on one table; a record's route draws its panel over the table (the outlet). */
export default function CodificationRoute() {
  return (
    <RequireSignIn roles={toolOfSlug('codification')?.roles ?? []}>
      <CodificationPage panel={<Outlet />} />
    </RequireSignIn>
  );
}

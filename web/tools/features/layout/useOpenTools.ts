import { TOOLS } from '../../../shared/config/tools';
import { useAuth } from '../../auth/authContext';

/**
 * The tools the menus offer: to a signed-in user, those their roles open (a trader is not offered the
 * manifests only to be refused); before sign-in, every tool, since signing in decides.
 */
export function useOpenTools(): readonly (typeof TOOLS)[number][] {
  const { status, holdsAnyRole } = useAuth();
  return status === 'signedIn' ? TOOLS.filter((tool) => holdsAnyRole(tool.roles)) : TOOLS;
}

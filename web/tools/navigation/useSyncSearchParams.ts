import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchMatching } from './searchParams';

/**
 * Changes some parameters of the query string and keeps the others (null or '' removes one), navigating
 * only when the query changed: a screen's page, sort or date change keeps its search.
 */
export function useSyncSearchParams(): (
  changes: Readonly<Record<string, string | number | null | undefined>>,
) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (changes) => {
      const kept = Object.fromEntries(new URLSearchParams(location.search));
      const search = searchMatching(location.search, { ...kept, ...changes });
      if (search !== null) void navigate({ pathname: location.pathname, search }, { replace: true });
    },
    [location.pathname, location.search, navigate],
  );
}

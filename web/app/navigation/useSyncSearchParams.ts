import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { searchMatching } from './searchParams';

/** Sets the query string to a parameter set, navigating only when it changed. */
export function useSyncSearchParams(): (
  wanted: Readonly<Record<string, string | number | null | undefined>>,
) => void {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (wanted) => {
      const search = searchMatching(location.search, wanted);
      if (search !== null) void navigate({ pathname: location.pathname, search }, { replace: true });
    },
    [location.pathname, location.search, navigate],
  );
}

/**
 * The loading flag of a list screen: set while `task` runs, cleared after it, also when it fails
 * (the failure is passed on to the caller).
 */
export async function withLoadingFlag<Result>(
  setLoading: (loading: boolean) => void,
  task: () => Promise<Result>,
): Promise<Result> {
  setLoading(true);
  try {
    return await task();
  } finally {
    setLoading(false);
  }
}

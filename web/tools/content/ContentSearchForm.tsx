import { TextInput } from '@mantine/core';
import { CONTENT_LIMITS } from '@tsw/domain';
import { useSyncSearchParams } from '../navigation/useSyncSearchParams';
import { useTypedSearchText } from '../navigation/useTypedSearchText';

/**
 * The search box of a content search (help desk, news): its words kept in the URL's `q`, searched once
 * typing pauses or at once on Enter, from the first page; `onSubmit` hears the Enter (the screen brings
 * its answer into view).
 */
export function ContentSearchForm({
  query,
  label,
  hint,
  onSubmit,
}: {
  query: string;
  label: string;
  hint: string;
  onSubmit?: () => void;
}) {
  const [typed, setTyped] = useTypedSearchText(query);
  const sync = useSyncSearchParams();
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        sync({ q: typed.trim() || null, page: null });
        onSubmit?.();
      }}
    >
      <TextInput
        label={label}
        description={hint}
        name="q"
        type="search"
        value={typed}
        maxLength={CONTENT_LIMITS.searchTextMaxLength}
        onChange={(event) => setTyped(event.currentTarget.value)}
        maw={480}
      />
    </form>
  );
}

/** The search words of a page's URL, cut to what the content service reads. */
export function contentQueryOf(searchParams: URLSearchParams): string {
  return (searchParams.get('q') ?? '').slice(0, CONTENT_LIMITS.searchTextMaxLength);
}

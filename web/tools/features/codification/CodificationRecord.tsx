import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../shared/config/paths';
import { CodificationRecordPanel } from './CodificationRecordPanel';
import { useCodificationParams } from './useCodificationParams';

/**
 * The record named in the address (`…/codification/{table}/{code}`), in its panel over the table; closing
 * it goes back to the table's address, with the same search.
 */
export function CodificationRecord() {
  const { definition, code, date, language, search } = useCodificationParams();
  const navigate = useNavigate();
  const { search: query } = useLocation();
  const table = definition?.name;
  const close = useCallback(() => {
    if (table) void navigate(`${paths.codification.build(language, table)}${query}`);
  }, [navigate, language, table, query]);
  // An unknown table or a date to mend is said on the screen; there is no record to show.
  if (!definition || !search || code === undefined) return null;
  return (
    <CodificationRecordPanel
      key={`${definition.name}/${code}/${date}`}
      definition={definition}
      code={code}
      date={date}
      language={language}
      onClose={close}
    />
  );
}

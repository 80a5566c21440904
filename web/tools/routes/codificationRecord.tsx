import { CodificationRecord } from '../features/codification/CodificationRecord';

/** One record's address, `…/codification/{table}/{code}`: its panel over the table. */
export default function CodificationRecordRoute() {
  return <CodificationRecord />;
}

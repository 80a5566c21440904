import type { SqlExecutor } from '../database/database.js';
import type { TypedApp } from '../http/typedApp.js';
import { dataSetsInForce } from './referenceStore.js';
import { DATA_SETS_ANSWER, SERVER_PATHS, type DataSets, type IsoDate } from '@tsw/domain';

/** The data set in force in each reference table on a day, and whether any is the sample we wrote. */
export async function dataSetsOn(database: SqlExecutor, date: IsoDate): Promise<DataSets> {
  const dataSets = await dataSetsInForce(database, date);
  return { sampleData: dataSets.some((dataSet) => dataSet.sample), dataSets };
}

/** Where the reference data in force came from: the web front end shows a notice while it is sample data. */
export function registerDataSetRoutes(app: TypedApp, database: SqlExecutor, today: () => IsoDate): void {
  app.get(
    SERVER_PATHS.dataSets,
    {
      // The public home page shows the sample-data notice.
      config: { access: 'public' },
      schema: {
        tags: ['Reference data'],
        summary: 'The data set in force today in each entity, and whether the portal runs on sample data',
        response: { 200: DATA_SETS_ANSWER },
      },
    },
    async () => dataSetsOn(database, today()),
  );
}

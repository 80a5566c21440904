import type { SqlExecutor } from '../database/database.js';
import type { TypedApp } from '../http/typedApp.js';
import { dataSetsInForce } from './referenceStore.js';
import { DATA_SETS_ANSWER, SERVER_PATHS, type IsoDate } from '@tsw/domain';

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
    async () => {
      const dataSets = await dataSetsInForce(database, today());
      return { sampleData: dataSets.some((dataSet) => dataSet.sample), dataSets };
    },
  );
}

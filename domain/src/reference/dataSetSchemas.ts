import { Type, type Static } from 'typebox';

/*
 * The answer of `GET /api/data-sets`, written once: the server's route declares it, the web front end
 * checks what it receives against it (its home page and frame say while the data are the sample).
 */

export const DATA_SETS_ANSWER = Type.Object({
  sampleData: Type.Boolean({ description: 'True while any entity still holds the sample data we wrote.' }),
  dataSets: Type.Array(
    Type.Object({
      entity: Type.String(),
      /** Where the data come from (a publication, or the portal's sample). */
      source: Type.String(),
      validFrom: Type.String(),
      rowCount: Type.Integer(),
      sample: Type.Boolean(),
      importedAt: Type.String(),
    }),
  ),
});

export type DataSets = Static<typeof DATA_SETS_ANSWER>;
export type DataSet = DataSets['dataSets'][number];

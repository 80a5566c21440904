// The domain package's built output, so that the sample data is written and checked by the portal's own
// rules rather than copies of them. `npx tsc -b domain` builds it (npm start and npm test do too).
const domain = await import('@tsw/domain').catch((error) => {
  throw new Error(`Build the domain package first (npx tsc -b domain): ${error.message}`);
});

export const {
  ENTITY_CATALOG,
  recordKey,
  recordProblems,
  sroTariffCodesOf,
  sroTariffCodesProblems,
  taxReductionProblems,
  totalTaxIncidenceText,
} = domain;

/**
 * What an HS finder model's version says, read from the forms the portal writes: a model built from the
 * portal's data (`server/src/hsFinder/hsModelRebuild.ts`: "{ISO time}, {n} examples, {m} past declarations")
 * or the model shipped with it (`scripts/hs-finder/buildHsModel.mjs`: "shipped {digest}, {n} examples").
 * The screens say it in their language; a version of another form (another service) stays as it is.
 */
export type HsModelVersionParts =
  | {
      readonly kind: 'built';
      /** The day it was built, YYYY-MM-DD (UTC). */
      readonly builtOn: string;
      readonly examples: number;
      readonly pastDeclarations: number;
    }
  | { readonly kind: 'shipped'; readonly digest: string; readonly examples: number };

const BUILT = /^(\d{4}-\d{2}-\d{2})T[\d:.]+Z, (\d+) examples, (\d+) past declarations$/;
const SHIPPED = /^shipped (\S+), (\d+) examples$/;

/** The parts of a version of the portal's forms; undefined for another form. */
export function hsModelVersionParts(version: string): HsModelVersionParts | undefined {
  const built = BUILT.exec(version);
  if (built) {
    return {
      kind: 'built',
      builtOn: built[1] ?? '',
      examples: Number(built[2]),
      pastDeclarations: Number(built[3]),
    };
  }
  const shipped = SHIPPED.exec(version);
  if (shipped) return { kind: 'shipped', digest: shipped[1] ?? '', examples: Number(shipped[2]) };
  return undefined;
}

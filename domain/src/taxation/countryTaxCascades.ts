import type { PortalCountry } from '../portal/portalCountries.js';
import { TARIFF_TAX_COLUMNS } from '../tariff/tariffTaxColumns.js';
import type { TaxCascade } from './taxCascade.js';

/**
 * Bangladesh's import taxes. The assessable value is CIF plus a 1% landing charge, insurance 1% of CFR when
 * not declared. CD, RD and AIT are charged on AV; SD on AV + CD + RD; VAT and AT on AV + CD + RD + SD; EXD
 * (zero in the schedule) on AV. Each rate is read from the tariff line's column.
 */
export const BANGLADESH_TAX_CASCADE: TaxCascade = {
  country: 'BD',
  currency: 'BDT',
  unknownInsurancePercent: '1',
  landingChargePercent: '1',
  taxes: [
    { code: 'CD', rate: { tariffColumn: TARIFF_TAX_COLUMNS.CD }, base: ['AV'] },
    { code: 'RD', rate: { tariffColumn: TARIFF_TAX_COLUMNS.RD }, base: ['AV'] },
    { code: 'SD', rate: { tariffColumn: TARIFF_TAX_COLUMNS.SD }, base: ['AV', 'CD', 'RD'] },
    { code: 'VAT', rate: { tariffColumn: TARIFF_TAX_COLUMNS.VAT }, base: ['AV', 'CD', 'RD', 'SD'] },
    { code: 'AT', rate: { tariffColumn: TARIFF_TAX_COLUMNS.AT }, base: ['AV', 'CD', 'RD', 'SD'] },
    { code: 'AIT', rate: { tariffColumn: TARIFF_TAX_COLUMNS.AIT }, base: ['AV'] },
    { code: 'EXD', rate: { tariffColumn: TARIFF_TAX_COLUMNS.EXD }, base: ['AV'] },
  ],
};

/**
 * Nigeria's import taxes (2025), the ECOWAS pattern: import duty at the common external tariff's rate on
 * CIF, the ECOWAS trade levy of 0.5% of CIF, a 7% surcharge on the duty, a 4% charge on FOB, and VAT at
 * 7.5% on CIF plus all of those. No landing charge. Benin, Niger and Guinea follow the same shape with
 * their own rates.
 */
export const NIGERIA_TAX_CASCADE: TaxCascade = {
  country: 'NG',
  currency: 'NGN',
  unknownInsurancePercent: '1',
  landingChargePercent: '0',
  taxes: [
    { code: 'ID', rate: { tariffColumn: 'tax01' }, base: ['CIF'] },
    { code: 'ETLS', rate: { percent: '0.5' }, base: ['CIF'] },
    { code: 'SUR', rate: { percent: '7' }, base: ['ID'] },
    { code: 'FOBC', rate: { percent: '4' }, base: ['FOB'] },
    { code: 'VAT', rate: { percent: '7.5' }, base: ['CIF', 'ID', 'ETLS', 'SUR', 'FOBC'] },
  ],
};

const CASCADES: Partial<Record<PortalCountry, TaxCascade>> = {
  BD: BANGLADESH_TAX_CASCADE,
  NG: NIGERIA_TAX_CASCADE,
};

/** The cascade of a portal's country, or undefined where none is configured yet. */
export function taxCascadeOf(country: PortalCountry): TaxCascade | undefined {
  return CASCADES[country];
}

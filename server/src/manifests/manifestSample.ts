import {
  containerCheckDigit,
  imoCheckDigit,
  isoDateDaysAfter,
  isoDateDaysBefore,
  type BillOfLadingRecord,
  type CargoManifest,
  type CargoVessel,
  type IsoDate,
  type VesselStatus,
} from '@tsw/domain';

/*
 * The sample manifests: written by this generator, not real cargo, and stored with `sample` true. Offices,
 * places, package and container types are codes of the reference data the portal ships (customsOffice,
 * UN/LOCODE, UN/ECE Rec. 21, ISO 6346); vessels have IMO numbers and MMSIs whose check digits and country
 * digits hold, but are no real ship's. The same seed always gives the same data.
 */

/** A small fast generator of repeatable numbers (mulberry32). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));

/** Where each office's manifests come from, by mode: 1 sea, 3 road (Benapole), 4 air (Dhaka airport). */
const OFFICES = [
  {
    code: '301',
    place: 'BDCGP',
    mode: '1',
    from: ['SGSIN', 'LKCMB', 'MYPKG', 'MYTPP', 'CNSGH', 'CNSHK', 'HKHKG', 'KRPUS', 'THLCH', 'VNSGN', 'INNSA'],
  },
  {
    code: '401',
    place: 'BDMGL',
    mode: '1',
    from: ['SGSIN', 'LKCMB', 'MYPKG', 'INHAL', 'INCCU', 'THLCH', 'CNSHK'],
  },
  { code: '501', place: 'BDBNP', mode: '3', from: ['INCCU', 'INHAL'] },
  {
    code: '101',
    place: 'BDDAC',
    mode: '4',
    from: ['AEDXB', 'HKHKG', 'SGSIN', 'QADOH', 'TRIST', 'CNCAN', 'THBKK', 'INMAA'],
  },
] as const;

/** Flags with their Maritime Identification Digits (ITU). */
const FLAGS = [
  { country: 'BD', mid: 405 },
  { country: 'SG', mid: 563 },
  { country: 'HK', mid: 477 },
  { country: 'LR', mid: 636 },
  { country: 'MH', mid: 538 },
  { country: 'PA', mid: 352 },
  { country: 'IN', mid: 419 },
  { country: 'CN', mid: 413 },
] as const;

const VESSEL_WORDS = [
  'Karnaphuli',
  'Meghna',
  'Padma',
  'Jamuna',
  'Sundarban',
  'Teesta',
  'Surma',
  'Rupsha',
  'Bay',
  'Sangu',
];
const VESSEL_NOUNS = ['Star', 'Pride', 'Trader', 'Express', 'Bridge', 'Horizon', 'Spirit', 'Venture'];
const VESSEL_TYPES = ['Container ship', 'General cargo', 'Bulk carrier', 'Oil tanker', 'Ro-Ro cargo'];
const STATUSES: readonly VesselStatus[] = ['Underway', 'Moored', 'Stopped', 'Other'];
const CARRIERS = [
  { code: 'BBFL', name: 'Bay of Bengal Feeder Lines (sample)' },
  { code: 'DLTS', name: 'Delta Sea Transport (sample)' },
  { code: 'GSCL', name: 'Golden Sound Container Line (sample)' },
];
const TRUCKERS = [{ code: 'BBTL', name: 'Benapole Border Trucking (sample)' }];
const AIRLINES = [{ code: 'SAC', name: 'Skyway Air Cargo (sample)' }];
const CONSIGNORS = [
  'Hanzhou Textile Export Co. (sample)',
  'Selangor Polymers Sdn Bhd (sample)',
  'Kolkata Machine Tools Ltd (sample)',
  'Lanka Tea Traders (sample)',
  'Busan Steel Works (sample)',
];
const CONSIGNEES = [
  'Chattogram Garments Ltd (sample)',
  'Dhaka Import House (sample)',
  'Khulna Jute Mills (sample)',
  'Narayanganj Knit Fabrics (sample)',
  'Gazipur Electronics (sample)',
];
/** Goods with their HS subheadings and how they are packed. */
const GOODS = [
  { description: 'Raw cotton, not carded or combed', hsCode: '520100', packageType: 'BL' },
  { description: 'Knitted cotton T-shirts', hsCode: '610910', packageType: 'CT' },
  { description: 'Portable computers', hsCode: '847130', packageType: 'CT' },
  { description: 'Hot-rolled steel coils', hsCode: '720851', packageType: 'RO' },
  { description: 'Milled rice', hsCode: '100630', packageType: 'BG' },
  { description: 'Polyethylene granules', hsCode: '390110', packageType: 'BG' },
  { description: 'Spare parts for textile machinery', hsCode: '844832', packageType: 'CS' },
  { description: 'Said to contain household effects', hsCode: null, packageType: 'PK' },
] as const;
const CONTAINER_TYPES = ['22G1', '42G1', '45G1', '22R1'];
const OWNER_CODES = ['BBFU', 'DLTU', 'GSCU', 'TGHU', 'MSKU'];

/** An IMO number whose check digit holds: six digits from 9 000 000, then the digit. */
function imoNumberOf(random: Random): string {
  const six = String(between(random, 900_000, 999_999));
  return `${six}${imoCheckDigit(six)}`;
}

function containerNumberOf(random: Random): string {
  const ten = `${pick(random, OWNER_CODES)}${String(between(random, 0, 999_999)).padStart(6, '0')}`;
  return `${ten}${containerCheckDigit(ten)}`;
}

export interface ManifestSampleOptions {
  /** The last day of the sample: manifests are registered over the 90 days before it. */
  readonly today: IsoDate;
  /** Manifests per office. */
  readonly manifestsPerOffice: Readonly<Record<'BDCGP' | 'BDMGL' | 'BDBNP' | 'BDDAC', number>>;
  /** The mean number of bills of lading per manifest (a sea manifest; road and air have fewer). */
  readonly billsPerManifest: number;
  readonly vesselCount: number;
  readonly seed?: number;
  /** Registration numbers start after this one, so that a second load does not collide with the first. */
  readonly firstRegistrationNumber?: number;
}

export interface ManifestSample {
  readonly vessels: CargoVessel[];
  readonly manifests: CargoManifest[];
}

function sampleVessels(random: Random, count: number, today: IsoDate): CargoVessel[] {
  const imoNumbers = new Set<string>();
  const vessels: CargoVessel[] = [];
  while (vessels.length < count) {
    const imoNumber = imoNumberOf(random);
    if (imoNumbers.has(imoNumber)) continue;
    imoNumbers.add(imoNumber);
    const flag = pick(random, FLAGS);
    const status = pick(random, STATUSES);
    // Left the previous port two days or more ago (any hour), so that it arrives here after: yesterday or
    // today at 06:00.
    const departed = `${isoDateDaysBefore(today, between(random, 2, 20))}T${String(between(random, 0, 23)).padStart(2, '0')}:30:00Z`;
    const arrived =
      status === 'Underway' ? null : `${isoDateDaysBefore(today, between(random, 0, 1))}T06:00:00Z`;
    vessels.push({
      imoNumber,
      name: `${pick(random, VESSEL_WORDS)} ${pick(random, VESSEL_NOUNS)} ${vessels.length + 1}`,
      type: pick(random, VESSEL_TYPES),
      flagCountryCode: flag.country,
      registrationNumber: `${flag.country}-${between(random, 10_000, 99_999)}`,
      registrationDate: isoDateDaysBefore(today, between(random, 400, 7000)),
      mmsi: `${flag.mid}${String(vessels.length).padStart(6, '0')}`,
      callSign: `S${String.fromCharCode(65 + between(random, 0, 25))}${between(random, 1000, 9999)}`,
      previousPort: pick(random, OFFICES[0].from),
      nextPort: pick(random, ['BDCGP', 'BDMGL']),
      atd: departed,
      ata: arrived,
      status,
    });
  }
  return vessels;
}

function sampleBills(
  random: Random,
  count: number,
  from: string,
  to: string,
  withContainers: boolean,
): BillOfLadingRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const goods = pick(random, GOODS);
    const packages = between(random, 1, 900);
    return {
      lineNumber: index + 1,
      number: `${from.slice(2)}${to.slice(2)}${String(between(random, 0, 99_999_999)).padStart(8, '0')}${index}`,
      consignor: pick(random, CONSIGNORS),
      consignee: pick(random, CONSIGNEES),
      notifyParty: random() < 0.5 ? null : pick(random, CONSIGNEES),
      packageCount: packages,
      packageTypeCode: goods.packageType,
      grossMassKg: `${packages * between(random, 5, 40)}.${between(random, 0, 9)}`,
      goodsDescription: goods.description,
      hsCode: goods.hsCode,
      placeOfLoading: from,
      placeOfUnloading: to,
      containers: withContainers
        ? Array.from({ length: between(random, 1, 3) }, () => ({
            number: containerNumberOf(random),
            typeCode: pick(random, CONTAINER_TYPES),
            sealNumber: `SL${between(random, 100_000, 999_999)}`,
            full: random() < 0.9,
          }))
        : [],
    };
  });
}

/** Vessels and manifests for Chattogram, Mongla, Benapole (road) and Dhaka airport over 90 days. */
export function manifestSample(options: ManifestSampleOptions): ManifestSample {
  const random = seededRandom(options.seed ?? 26);
  const { today } = options;
  const vessels = sampleVessels(random, options.vesselCount, today);
  const manifests: CargoManifest[] = [];
  const year = Number(today.slice(0, 4));
  for (const office of OFFICES) {
    const count = options.manifestsPerOffice[office.place];
    // Evenly over the 90 days, oldest first, numbered in that order as an office registers them.
    for (let index = 0; index < count; index += 1) {
      const registered = isoDateDaysBefore(today, Math.floor(((count - index) * 90) / count));
      const from = pick(random, office.from);
      const departed = isoDateDaysBefore(registered, office.mode === '1' ? between(random, 3, 12) : 1);
      const expected = isoDateDaysAfter(registered, office.mode === '1' ? between(random, 0, 3) : 0);
      const arrived = expected <= today ? expected : null;
      const vessel = office.mode === '1' ? pick(random, vessels) : undefined;
      const sea = office.mode === '1';
      const bills = sea
        ? between(
            random,
            Math.ceil(options.billsPerManifest / 2),
            Math.floor((options.billsPerManifest * 3) / 2),
          )
        : between(random, 1, 8);
      const carrier = pick(random, sea ? CARRIERS : office.mode === '3' ? TRUCKERS : AIRLINES);
      manifests.push({
        voyageNumber:
          office.mode === '1'
            ? `${between(random, 100, 999)}${pick(random, ['E', 'W', 'N', 'S'])}`
            : office.mode === '4'
              ? `SK${between(random, 100, 999)}`
              : `WB-${between(random, 10, 99)}-${between(random, 1000, 9999)}`,
        rotationNumber: sea ? `${year}/${String(index + 1).padStart(4, '0')}` : null,
        customsOfficeCode: office.code,
        modeOfTransport: office.mode,
        placeOfDeparture: from,
        placeOfDestination: office.place,
        departureDate: departed,
        expectedArrivalDate: expected,
        arrivalDate: arrived,
        registrationYear: Number(registered.slice(0, 4)),
        registrationNumber: (options.firstRegistrationNumber ?? 0) + index + 1,
        registrationDate: registered,
        carrierCode: carrier.code,
        carrierName: carrier.name,
        transportName: vessel
          ? vessel.name
          : office.mode === '3'
            ? `WB-${between(random, 11, 99)}-${between(random, 1000, 9999)}`
            : `SK${between(random, 100, 999)}`,
        vesselImoNumber: vessel?.imoNumber ?? null,
        billsOfLading: sampleBills(random, bills, from, office.place, office.mode !== '4'),
      });
    }
  }
  return { vessels, manifests };
}

/** The set loaded on a new portal: enough to search, print and page through, quick to load. */
export const FIRST_START_MANIFEST_SAMPLE = {
  manifestsPerOffice: { BDCGP: 40, BDMGL: 20, BDBNP: 20, BDDAC: 20 },
  billsPerManifest: 6,
  vesselCount: 24,
} as const;

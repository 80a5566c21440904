import type { Readable } from 'node:stream';
import {
  CARGO_IMPORT_LIMITS,
  type BillOfLadingRecord,
  type ContainerRecord,
  type ProblemTally,
} from '@tsw/domain';
import { SaxesParser } from 'saxes';
import {
  cargoCountProblem,
  cargoFileDate,
  cargoFileFull,
  cargoFileInteger,
  cargoFileMode,
  type CargoFileManifest,
  type CargoLineProblem,
} from './cargoFileManifest.js';

/*
 * ASYCUDA World's manifest (AWMDS) XML, read as it streams: a file of thousands of bills of lading is never
 * held whole as a tree, only one bill at a time. An <Awmds> holds one <General_segment> (the voyage: office,
 * voyage number, dates, carrier, transport, places) and one <Bol_segment> per bill of lading, each with its
 * <Traders_segment>, <Goods_segment> and <ctn_segment>s (containers). Several <Awmds> may share one root.
 * Rotation_number (Bangladesh's rotation of a vessel's call) and Commodity_code (an HS code) are read where
 * given. Elements the portal does not keep (values, freight, seals' parties) are passed over, their text
 * not even gathered. Every count the import limits (manifests, bills, containers) and each text's length are
 * checked as the file is read, so that a hostile file is refused before it fills the memory.
 */

/** The elements whose text the portal keeps; any other is passed over. */
const KEPT_ELEMENTS = [
  'Bol_reference',
  'Carrier_code',
  'Carrier_name',
  'Commodity_code',
  'Consignee_name',
  'Consignor_name',
  'Ctn_reference',
  'Customs_office_code',
  'Date_of_arrival',
  'Date_of_departure',
  'Date_of_registration',
  'Empty_Full',
  'Exporter_name',
  'Goods_description',
  'Gross_mass',
  'Identity_of_transporter',
  'Line_number',
  'Marks1',
  'Mode_of_transport_code',
  'Notify_name',
  'Number_of_packages',
  'Package_type_code',
  'Place_of_departure_code',
  'Place_of_destination_code',
  'Place_of_loading_code',
  'Place_of_unloading_code',
  'Port_of_origin_code',
  'Registration_number_of_transport_code',
  'Rotation_number',
  'Seals',
  'Total_number_of_bols',
  'Type_of_container',
  'Voyage_number',
] as const;
type KeptElement = (typeof KEPT_ELEMENTS)[number];
const KEPT = new Set<string>(KEPT_ELEMENTS);

type Texts = Map<string, string>;

const read = (texts: Texts, ...names: KeptElement[]) => {
  for (const name of names) {
    const value = texts.get(name);
    if (value !== undefined && value.trim() !== '') return value.trim();
  }
  return '';
};

/** Which part of a bill an element's text belongs to: names repeat between them (Number_of_packages). */
type BillPart = 'bill' | 'goods' | 'container';

function containerFrom(texts: Texts): ContainerRecord {
  return {
    number: read(texts, 'Ctn_reference').replace(/[\s-]/g, '').toUpperCase(),
    typeCode: read(texts, 'Type_of_container'),
    sealNumber: read(texts, 'Seals', 'Marks1') || null,
    full: cargoFileFull(read(texts, 'Empty_Full')),
  };
}

function billFrom(
  bill: Texts,
  goods: Texts,
  containers: ContainerRecord[],
  index: number,
): BillOfLadingRecord {
  const line = cargoFileInteger(read(bill, 'Line_number'));
  return {
    lineNumber: Number.isNaN(line) ? index + 1 : line,
    number: read(bill, 'Bol_reference'),
    consignor: read(bill, 'Exporter_name', 'Consignor_name'),
    consignee: read(bill, 'Consignee_name'),
    notifyParty: read(bill, 'Notify_name') || null,
    packageCount: cargoFileInteger(read(goods, 'Number_of_packages')),
    packageTypeCode: read(goods, 'Package_type_code'),
    grossMassKg: read(goods, 'Gross_mass'),
    goodsDescription: read(goods, 'Goods_description'),
    hsCode: read(goods, 'Commodity_code').replace(/\D/g, '') || null,
    placeOfLoading: read(bill, 'Place_of_loading_code', 'Port_of_origin_code'),
    placeOfUnloading: read(bill, 'Place_of_unloading_code'),
    containers,
  };
}

/**
 * Reads every manifest of an AWMDS file, handing each to `onManifest` when its </Awmds> closes, and each
 * problem of reading to `problems`. XML that is not well formed, or a file past one of the import's counts,
 * is answered as the one problem that stopped reading, named by its line.
 */
export async function readAsycudaManifests(
  source: Readable,
  onManifest: (manifest: CargoFileManifest) => void,
  problems: ProblemTally<CargoLineProblem>,
): Promise<CargoLineProblem | undefined> {
  const parser = new SaxesParser({ position: true });
  let general: Texts = new Map();
  let generalLine = 0;
  let bill: Texts = new Map();
  let goods: Texts = new Map();
  let container: Texts = new Map();
  let part: BillPart = 'bill';
  let containers: ContainerRecord[] = [];
  let bills: BillOfLadingRecord[] = [];
  let billLines: number[] = [];
  let billLine = 0;
  let inBill = false;
  let text = '';
  let textTooLong = false;
  /** The element whose text is gathered: the one just opened, a leaf if its text is to be kept. */
  let textOf = '';
  let failure: CargoLineProblem | undefined;
  const counted = { manifests: 0, billsOfLading: 0, containers: 0 };
  /** Counts one more of `what`; past its limit, reading stops. */
  const count = (what: keyof typeof counted, max: number) => {
    counted[what] += 1;
    if (counted[what] > max) failure ??= cargoCountProblem(parser.line, what);
  };

  parser.on('opentag', (tag) => {
    if (failure) return;
    text = '';
    textTooLong = false;
    textOf = tag.name;
    switch (tag.name) {
      case 'Awmds':
        count('manifests', CARGO_IMPORT_LIMITS.manifestsMax);
        general = new Map();
        bills = [];
        billLines = [];
        break;
      case 'General_segment':
        generalLine = parser.line;
        break;
      case 'Bol_segment':
        count('billsOfLading', CARGO_IMPORT_LIMITS.billsOfLadingMax);
        inBill = true;
        billLine = parser.line;
        bill = new Map();
        goods = new Map();
        containers = [];
        part = 'bill';
        break;
      case 'Goods_segment':
        part = 'goods';
        break;
      case 'ctn_segment':
        count('containers', CARGO_IMPORT_LIMITS.containersMax);
        part = 'container';
        container = new Map();
        break;
      default:
        break;
    }
  });
  parser.on('text', (chunk) => {
    // Only a kept element's text is gathered, and only up to one character past the longest kept.
    if (failure || !KEPT.has(textOf)) return;
    if (text.length + chunk.length > CARGO_IMPORT_LIMITS.textMaxLength) textTooLong = true;
    text = (text + chunk).slice(0, CARGO_IMPORT_LIMITS.textMaxLength + 1);
  });
  parser.on('closetag', (tag) => {
    if (failure) return;
    const value = text;
    text = '';
    textOf = '';
    if (textTooLong) {
      textTooLong = false;
      problems.add({
        line: parser.line,
        path: tag.name,
        code: 'CARGO_TOO_LONG',
        message: `${tag.name} is longer than ${CARGO_IMPORT_LIMITS.textMaxLength} characters.`,
        params: { field: tag.name, max: CARGO_IMPORT_LIMITS.textMaxLength },
      });
      return;
    }
    switch (tag.name) {
      case 'ctn_segment':
        containers.push(containerFrom(container));
        part = 'bill';
        return;
      case 'Goods_segment':
        part = 'bill';
        return;
      case 'Bol_segment':
        bills.push(billFrom(bill, goods, containers, bills.length));
        billLines.push(billLine);
        inBill = false;
        return;
      case 'Awmds':
        onManifest(manifestFrom(general, generalLine, bills, billLines, problems));
        return;
      default:
        break;
    }
    if (value.trim() === '') return;
    if (!inBill) general.set(tag.name, value);
    else (part === 'goods' ? goods : part === 'container' ? container : bill).set(tag.name, value);
  });
  parser.on('error', (error) => {
    failure ??= {
      line: parser.line,
      path: 'file',
      code: 'CARGO_XML_UNREADABLE',
      message: `The file is not well-formed XML: ${error.message.split('\n')[0] ?? ''}`,
    };
  });
  for await (const chunk of source) {
    parser.write(typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8'));
    if (failure) return failure;
  }
  parser.close();
  return failure;
}

function manifestFrom(
  general: Texts,
  line: number,
  bills: BillOfLadingRecord[],
  billLines: number[],
  problems: ProblemTally<CargoLineProblem>,
): CargoFileManifest {
  const declared = read(general, 'Total_number_of_bols');
  if (declared !== '' && cargoFileInteger(declared) !== bills.length) {
    problems.add({
      line,
      path: 'Total_number_of_bols',
      code: 'CARGO_BILL_COUNT',
      message: `The manifest says it has ${declared} bills of lading; the file has ${bills.length}.`,
      params: { declared, found: bills.length },
    });
  }
  const departure = cargoFileDate(read(general, 'Date_of_departure'));
  const registration = cargoFileDate(read(general, 'Date_of_registration'));
  const transportRegistration = read(general, 'Registration_number_of_transport_code');
  return {
    line,
    billLines,
    manifest: {
      voyageNumber: read(general, 'Voyage_number'),
      rotationNumber: read(general, 'Rotation_number') || null,
      customsOfficeCode: read(general, 'Customs_office_code'),
      modeOfTransport: cargoFileMode(read(general, 'Mode_of_transport_code')),
      placeOfDeparture: read(general, 'Place_of_departure_code'),
      placeOfDestination: read(general, 'Place_of_destination_code'),
      departureDate: departure ?? '',
      expectedArrivalDate: cargoFileDate(read(general, 'Date_of_arrival')),
      arrivalDate: null,
      registrationYear: 0,
      registrationNumber: 0,
      registrationDate: registration ?? '',
      carrierCode: read(general, 'Carrier_code'),
      carrierName: read(general, 'Carrier_name'),
      transportName: read(general, 'Identity_of_transporter'),
      // A ship's transport registration is its IMO number where the carrier gives one.
      vesselImoNumber: /^(IMO\s?)?\d{7}$/i.test(transportRegistration)
        ? transportRegistration.replace(/\D/g, '')
        : null,
      billsOfLading: bills,
    },
  };
}

import type { CargoManifest } from '@tsw/domain';

const escaped = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const element = (name: string, value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '' : `<${name}>${escaped(String(value))}</${name}>`;

/** The start and end of a file of several manifests: one <Awmds> each under a root. */
export const AWMDS_FILE_START = '<?xml version="1.0" encoding="UTF-8"?>\n<Manifests>\n';
export const AWMDS_FILE_END = '</Manifests>\n';

/** Manifests as an ASYCUDA World (AWMDS) file, as carriers send them. */
export function asycudaManifestXmlText(manifests: readonly CargoManifest[]): string {
  return `${AWMDS_FILE_START}${manifests.map(awmdsText).join('')}${AWMDS_FILE_END}`;
}

/** One manifest as its <Awmds> element, lines ending with a line feed. */
export function awmdsText(manifest: CargoManifest): string {
  const lines: string[] = [];

  lines.push('<Awmds>', '<General_segment>');
  lines.push(
    `<General_segment_id>${element('Customs_office_code', manifest.customsOfficeCode)}${element('Voyage_number', manifest.voyageNumber)}${element('Date_of_departure', manifest.departureDate)}${element('Date_of_arrival', manifest.expectedArrivalDate)}${element('Rotation_number', manifest.rotationNumber)}</General_segment_id>`,
    `<Totals_segment>${element('Total_number_of_bols', manifest.billsOfLading.length)}</Totals_segment>`,
    `<Transport_information><Carrier>${element('Carrier_code', manifest.carrierCode)}${element('Carrier_name', manifest.carrierName)}</Carrier>${element('Mode_of_transport_code', `${manifest.modeOfTransport}0`)}${element('Identity_of_transporter', manifest.transportName)}${element('Registration_number_of_transport_code', manifest.vesselImoNumber ? `IMO ${manifest.vesselImoNumber}` : null)}${element('Date_of_registration', manifest.registrationDate.replace(/-/g, ''))}</Transport_information>`,
    `<Load_unload_place>${element('Place_of_departure_code', manifest.placeOfDeparture)}${element('Place_of_destination_code', manifest.placeOfDestination)}</Load_unload_place>`,
    '</General_segment>',
  );
  for (const bill of manifest.billsOfLading) {
    lines.push(
      '<Bol_segment>',
      `<Bol_id>${element('Bol_reference', bill.number)}${element('Line_number', bill.lineNumber)}<Bol_nature>23</Bol_nature></Bol_id>`,
      `<Load_unload_place>${element('Port_of_origin_code', bill.placeOfLoading)}${element('Place_of_unloading_code', bill.placeOfUnloading)}</Load_unload_place>`,
      `<Traders_segment><Exporter>${element('Exporter_name', bill.consignor)}</Exporter><Notify>${element('Notify_name', bill.notifyParty)}</Notify><Consignee>${element('Consignee_name', bill.consignee)}</Consignee></Traders_segment>`,
      ...bill.containers.map(
        (container) =>
          `<ctn_segment>${element('Ctn_reference', container.number)}${element('Number_of_packages', 1)}${element('Type_of_container', container.typeCode)}${element('Empty_Full', container.full ? '1/1' : '1/0')}${element('Seals', container.sealNumber)}</ctn_segment>`,
      ),
      `<Goods_segment>${element('Number_of_packages', bill.packageCount)}${element('Package_type_code', bill.packageTypeCode)}${element('Gross_mass', bill.grossMassKg)}${element('Goods_description', bill.goodsDescription)}${element('Commodity_code', bill.hsCode)}</Goods_segment>`,
      '</Bol_segment>',
    );
  }
  lines.push('</Awmds>');
  return `${lines.join('\n')}\n`;
}

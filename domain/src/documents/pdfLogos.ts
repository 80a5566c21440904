import { COUNTRY_FLAGS, PORTAL_EMBLEM_COLOURS } from '../portal/portalEmblems.js';
import type { PortalCountry } from '../portal/portalCountries.js';
import type { PdfWriter } from './pdfWriter.js';

/** The portal's logo (the main logo): a window in the country's colours, as the web header draws it. */
export function drawPortalLogo(
  writer: PdfWriter,
  country: PortalCountry,
  x: number,
  y: number,
  size: number,
) {
  const colours = PORTAL_EMBLEM_COLOURS[country];
  const unit = size / 40;
  writer.roundedRect(x, y, size, size, 8 * unit).fill(colours.field);
  writer
    .lineWidth(3 * unit)
    .strokeColor(colours.mark)
    .roundedRect(x + 9 * unit, y + 9 * unit, 22 * unit, 22 * unit, 2 * unit)
    .stroke();
  writer
    .moveTo(x + 20 * unit, y + 9 * unit)
    .lineTo(x + 20 * unit, y + 31 * unit)
    .moveTo(x + 9 * unit, y + 20 * unit)
    .lineTo(x + 31 * unit, y + 20 * unit)
    .stroke();
}

/** The country's logo: its flag in a 3:2 box `height` high, with a thin border so white parts show. */
export function drawCountryFlag(
  writer: PdfWriter,
  country: PortalCountry,
  x: number,
  y: number,
  height: number,
) {
  const design = COUNTRY_FLAGS[country];
  const width = height * 1.5;
  for (const rect of design.rects) {
    writer
      .rect(x + rect.x * width, y + rect.y * height, rect.width * width, rect.height * height)
      .fill(rect.colour);
  }
  for (const disc of design.discs ?? []) {
    writer.circle(x + disc.cx * width, y + disc.cy * height, disc.radius * height).fill(disc.colour);
  }
  if (design.star) {
    const { cx, cy, radius, colour } = design.star;
    const points: [number, number][] = Array.from({ length: 10 }, (_, index) => {
      const angle = -Math.PI / 2 + (index * Math.PI) / 5;
      const reach = (index % 2 === 0 ? radius : radius * 0.4) * height;
      return [x + cx * width + reach * Math.cos(angle), y + cy * height + reach * Math.sin(angle)];
    });
    writer.polygon(...points).fill(colour);
  }
  writer.lineWidth(0.5).strokeColor('#868e96').rect(x, y, width, height).stroke();
}

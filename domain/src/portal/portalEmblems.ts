import type { PortalCountry } from './portalCountries.js';

/** The colours of each administration's emblem (the portal's logo), taken from its flag. */
export const PORTAL_EMBLEM_COLOURS: Readonly<Record<PortalCountry, { field: string; mark: string }>> = {
  BD: { field: '#006a4e', mark: '#f42a41' },
  NG: { field: '#008751', mark: '#ffffff' },
  BJ: { field: '#008751', mark: '#fcd116' },
  NE: { field: '#e05206', mark: '#0db02b' },
  GN: { field: '#ce1126', mark: '#fcd116' },
  LY: { field: '#000000', mark: '#239e46' },
  CR: { field: '#002b7f', mark: '#ce1126' },
};

/**
 * A national flag as plain shapes in a 3:2 box, the country's mark on printed documents. Rectangles
 * are in fractions of the box; discs and stars are centred in fractions of the box, sized in fractions of
 * its height. Coats of arms are left out (Costa Rica's civil flag has none).
 */
export interface FlagDesign {
  readonly rects: readonly { x: number; y: number; width: number; height: number; colour: string }[];
  readonly discs?: readonly { cx: number; cy: number; radius: number; colour: string }[];
  readonly star?: { cx: number; cy: number; radius: number; colour: string };
}

const stripes = (direction: 'across' | 'down', colours: readonly string[], shares?: readonly number[]) => {
  const total = shares?.reduce((sum, share) => sum + share, 0) ?? colours.length;
  let start = 0;
  return colours.map((colour, index) => {
    const size = (shares?.[index] ?? 1) / total;
    const rect =
      direction === 'across'
        ? { x: 0, y: start, width: 1, height: size, colour }
        : { x: start, y: 0, width: size, height: 1, colour };
    start += size;
    return rect;
  });
};

export const COUNTRY_FLAGS: Readonly<Record<PortalCountry, FlagDesign>> = {
  BD: {
    rects: [{ x: 0, y: 0, width: 1, height: 1, colour: '#006a4e' }],
    discs: [{ cx: 0.45, cy: 0.5, radius: 0.33, colour: '#f42a41' }],
  },
  NG: { rects: stripes('down', ['#008751', '#ffffff', '#008751']) },
  BJ: {
    rects: [
      { x: 0, y: 0, width: 0.4, height: 1, colour: '#008751' },
      { x: 0.4, y: 0, width: 0.6, height: 0.5, colour: '#fcd116' },
      { x: 0.4, y: 0.5, width: 0.6, height: 0.5, colour: '#e8112d' },
    ],
  },
  NE: {
    rects: stripes('across', ['#e05206', '#ffffff', '#0db02b']),
    discs: [{ cx: 0.5, cy: 0.5, radius: 0.13, colour: '#e05206' }],
  },
  GN: { rects: stripes('down', ['#ce1126', '#fcd116', '#009460']) },
  LY: {
    rects: stripes('across', ['#e70013', '#000000', '#239e46'], [1, 2, 1]),
    discs: [
      { cx: 0.48, cy: 0.5, radius: 0.17, colour: '#ffffff' },
      { cx: 0.51, cy: 0.5, radius: 0.14, colour: '#000000' },
    ],
    star: { cx: 0.58, cy: 0.5, radius: 0.08, colour: '#ffffff' },
  },
  CR: { rects: stripes('across', ['#002b7f', '#ffffff', '#ce1126', '#ffffff', '#002b7f'], [1, 1, 2, 1, 1]) },
};

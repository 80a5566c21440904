import type { PortalCountry } from '@tsw/domain';

/** The colours of each administration's emblem, taken from its flag. */
const EMBLEM_COLOURS: Readonly<Record<PortalCountry, { field: string; mark: string }>> = {
  BD: { field: '#006a4e', mark: '#f42a41' },
  NG: { field: '#008751', mark: '#ffffff' },
  BJ: { field: '#008751', mark: '#fcd116' },
  NE: { field: '#e05206', mark: '#0db02b' },
  GN: { field: '#ce1126', mark: '#fcd116' },
  LY: { field: '#000000', mark: '#239e46' },
  CR: { field: '#002b7f', mark: '#ce1126' },
};

/** The portal's logo: a window (the single window) in the colours of the country; decorative, as the
 * portal's name always stands beside it. */
export function PortalLogo({ country, size = 40 }: { country: PortalCountry; size?: number }) {
  const colours = EMBLEM_COLOURS[country];
  return (
    <svg className="portal-logo" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <rect width="40" height="40" rx="8" fill={colours.field} stroke="#ffffff" strokeWidth="2" />
      <rect x="9" y="9" width="22" height="22" rx="2" fill="none" stroke={colours.mark} strokeWidth="3" />
      <path d="M20 9v22M9 20h22" stroke={colours.mark} strokeWidth="3" />
    </svg>
  );
}

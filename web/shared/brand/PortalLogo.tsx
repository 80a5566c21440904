import { PORTAL_EMBLEM_COLOURS, type PortalCountry } from '@tsw/domain';

/** The portal's logo: a window (the single window) in the colours of the country; decorative, as the
 * portal's name always stands beside it. */
export function PortalLogo({ country, size = 40 }: { country: PortalCountry; size?: number }) {
  const colours = PORTAL_EMBLEM_COLOURS[country];
  return (
    <svg className="portal-logo" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true">
      <rect width="40" height="40" rx="8" fill={colours.field} stroke="#ffffff" strokeWidth="2" />
      <rect x="9" y="9" width="22" height="22" rx="2" fill="none" stroke={colours.mark} strokeWidth="3" />
      <path d="M20 9v22M9 20h22" stroke={colours.mark} strokeWidth="3" />
    </svg>
  );
}

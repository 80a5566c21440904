/**
 * What a vessel is doing, as the portal shows it (§3): AIS navigational statuses folded into four. Under
 * way using engine or sailing is Underway; moored is Moored; at anchor or aground is Stopped; the rest
 * (restricted, fishing, not defined) is Other.
 */
export const VESSEL_STATUSES = ['Underway', 'Other', 'Stopped', 'Moored'] as const;

export type VesselStatus = (typeof VESSEL_STATUSES)[number];

export function isVesselStatus(text: string): text is VesselStatus {
  return (VESSEL_STATUSES as readonly string[]).includes(text);
}

/** The AIS navigational status (ITU-R M.1371, 0–15) as one of the portal's four. */
export function vesselStatusFromAis(navigationalStatus: number): VesselStatus {
  if (navigationalStatus === 0 || navigationalStatus === 8) return 'Underway';
  if (navigationalStatus === 5) return 'Moored';
  if (navigationalStatus === 1 || navigationalStatus === 6) return 'Stopped';
  return 'Other';
}

import { isoDateAt, type IsoDate } from '@tsw/domain';
import { usePortalConfig } from './usePortalConfig';

/** The administration's day, as the server counts it (its TIME_ZONE), not the device's. */
export function usePortalToday(): IsoDate {
  const { timeZone } = usePortalConfig();
  return isoDateAt(new Date(), timeZone);
}

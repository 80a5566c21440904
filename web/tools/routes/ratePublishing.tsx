import { RequireSignIn } from './RequireSignIn';
import { RATE_PUBLISHER_ROLES } from '../features/exchangeRates/ratePublishingApi';
import { RatePublishingPage } from '../features/exchangeRates/RatePublishingPage';

export default function RatePublishingRoute() {
  return (
    <RequireSignIn roles={RATE_PUBLISHER_ROLES}>
      <RatePublishingPage />
    </RequireSignIn>
  );
}

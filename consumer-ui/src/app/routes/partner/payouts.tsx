import { partnerAuth } from '@/features/partner';
import { PayoutsPage } from '@/features/partner-payouts';

/** /partner/payouts: the monthly payout statements, with the partner's token for its calls. */
export const PartnerPayoutsRoute = () => <PayoutsPage auth={partnerAuth()} />;

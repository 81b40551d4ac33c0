import { PartnerDashboard } from '@/features/partner-dashboard';
import { partnerAuth } from '@/features/partner';
import { paths } from '../../paths';

/** /partner: the dashboard, with the partner's token for its calls and where sharing is. */
export const PartnerDashboardRoute = () => (
  <PartnerDashboard auth={partnerAuth()} shareHref={paths.partner.referral.getHref()} />
);

import { PartnerDashboard } from '@/features/partner-dashboard';
import { partnerAuth } from '@/features/partner';

/** /partner: the dashboard, with the partner's token for its calls. */
export const PartnerDashboardRoute = () => <PartnerDashboard auth={partnerAuth()} />;

import { partnerAuth } from '@/features/partner';
import { CustomFunnel } from '@/features/partner-dashboard';

/** /partner/customFunnel */
export const PartnerFunnelRoute = () => <CustomFunnel auth={partnerAuth()} />;

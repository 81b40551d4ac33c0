import { partnerAuth } from '@/features/partner';
import { CustomersReport } from '@/features/partner-customers';

/** /partner/reports: the customers report, with the partner's token for its calls. */
export const PartnerReportsRoute = () => <CustomersReport auth={partnerAuth()} />;

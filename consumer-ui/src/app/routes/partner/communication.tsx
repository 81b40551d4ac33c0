import { partnerAuth } from '@/features/partner';
import { CommunicationPage, TicketsPage } from '@/features/partner-tickets';

/** /partner/communication and its two kinds of ticket. */
export const PartnerCommunicationRoute = () => <CommunicationPage />;
export const PartnerTechSupportRoute = () => (
  <TicketsPage auth={partnerAuth()} category="tech_support" />
);
export const PartnerGeneralQueryRoute = () => (
  <TicketsPage auth={partnerAuth()} category="general_query" />
);

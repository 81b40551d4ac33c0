import type { PartnerTicketView, TicketCategory } from '@marketplace/contracts';
import { api, type CallAuth } from '@/lib/api-client';

/** GET /api/partner/tickets?category=: the partner's tickets, newest activity first. */
export const getTickets = (auth: CallAuth, category: TicketCategory) =>
  api<{ data: PartnerTicketView[] }>('GET', `/partner/tickets?category=${category}`, undefined, {
    auth,
  });

/** GET /api/partner/tickets/{id}: one ticket with its thread. */
export const getTicket = (auth: CallAuth, id: number) =>
  api<{ data: PartnerTicketView }>('GET', `/partner/tickets/${id}`, undefined, { auth });

/** POST /api/partner/tickets */
export const raiseTicket = (
  auth: CallAuth,
  body: { category: TicketCategory; subject: string; message: string },
) => api<{ data: PartnerTicketView }>('POST', '/partner/tickets', body, { auth });

/** POST /api/partner/tickets/{id}/messages */
export const replyToTicket = (auth: CallAuth, id: number, message: string) =>
  api<{ data: PartnerTicketView }>(
    'POST',
    `/partner/tickets/${id}/messages`,
    { message },
    { auth },
  );

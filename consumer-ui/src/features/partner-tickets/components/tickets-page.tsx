import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextAreaField, TextField } from '@/components/ui/field';
import type { PartnerTicketView, TicketCategory } from '@marketplace/contracts';
import type { CallAuth } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { getTicket, getTickets, raiseTicket, replyToTicket } from '../api/tickets';

const COMMUNICATION = '/partner/communication';

/** /partner/communication: the two kinds of question a partner can raise. */
export const CommunicationPage = () => {
  const { t } = useTranslation();
  return (
    <Card as="main" className="partner-tools">
      <h1>{t('partner.tickets.title')}</h1>
      <ul className="guide-list">
        <li>
          <Link to={`${COMMUNICATION}/tech-support`}>{t('partner.tickets.tech_support')}</Link>
          <p className="muted">{t('partner.tickets.techHint')}</p>
        </li>
        <li>
          <Link to={`${COMMUNICATION}/general-query`}>{t('partner.tickets.general_query')}</Link>
          <p className="muted">{t('partner.tickets.generalHint')}</p>
        </li>
      </ul>
    </Card>
  );
};

const Status = ({ status }: { status: PartnerTicketView['status'] }) => {
  const { t } = useTranslation();
  return (
    <span className={`payout-status ticket-status--${status}`}>
      {t(`partner.tickets.status.${status}`)}
    </span>
  );
};

/**
 * /partner/communication/tech-support and /general-query: the partner's tickets of that kind, a
 * form to raise one, and the chosen ticket's thread with a reply box.
 */
export const TicketsPage = ({ auth, category }: { auth: CallAuth; category: TicketCategory }) => {
  const { t } = useTranslation();
  const [tickets, setTickets] = useState<PartnerTicketView[] | null>(null);
  const [open, setOpen] = useState<PartnerTicketView | null>(null);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [reply, setReply] = useState('');
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    getTickets(auth, category).then(
      (r) => live && setTickets(r.data),
      (e: unknown) => live && showToast('error', errorText(t, e)),
    );
    return () => {
      live = false;
    };
    // `auth` is read afresh by each call; the category and a change reload the list.
  }, [category, reload]);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
    } catch (e) {
      showToast('error', errorText(t, e));
    } finally {
      setBusy(false);
    }
  };
  const raise = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const { data } = await raiseTicket(auth, { category, subject, message });
      showToast('success', t('partner.tickets.raised', { reference: data.reference }));
      setSubject('');
      setMessage('');
      setOpen(data);
      setReload((n) => n + 1);
    });
  };
  const send = (e: FormEvent) => {
    e.preventDefault();
    if (!open) return;
    void run(async () => {
      setOpen((await replyToTicket(auth, open.id, reply)).data);
      setReply('');
      setReload((n) => n + 1);
    });
  };
  const show = (id: number) => void run(async () => setOpen((await getTicket(auth, id)).data));

  return (
    <Card as="main" className="partner-tools">
      <p>
        <Link to={COMMUNICATION}>{t('partner.tickets.title')}</Link>
      </p>
      <h1>{t(`partner.tickets.${category}`)}</h1>
      <form className="form" onSubmit={raise} aria-labelledby="new-ticket">
        <h2 id="new-ticket">{t('partner.tickets.new')}</h2>
        <TextField
          label={t('partner.tickets.subject')}
          value={subject}
          maxLength={150}
          required
          onValue={setSubject}
        />
        <TextAreaField
          label={t('partner.tickets.message')}
          value={message}
          maxLength={4000}
          rows={4}
          required
          onValue={setMessage}
        />
        <Button
          type="submit"
          disabled={busy || subject.trim().length < 3 || message.trim().length < 3}
        >
          {t('partner.tickets.send')}
        </Button>
      </form>
      <section aria-labelledby="my-tickets">
        <h2 id="my-tickets">{t('partner.tickets.mine')}</h2>
        {tickets?.length === 0 ? <p>{t('partner.tickets.none')}</p> : null}
        <ul className="ticket-list">
          {tickets?.map((ticket) => (
            <li key={ticket.id}>
              <Button
                variant="link"
                aria-current={open?.id === ticket.id ? 'true' : undefined}
                onClick={() => show(ticket.id)}
              >
                {ticket.reference}: {ticket.subject}
              </Button>{' '}
              <Status status={ticket.status} />{' '}
              {/* The partner's own login sees its merchants' tickets too: whose is whose. */}
              {ticket.merchant_name ? (
                <span className="muted">{ticket.merchant_name} · </span>
              ) : null}
              <span className="muted">{formatDate(ticket.updated_at)}</span>
            </li>
          ))}
        </ul>
      </section>
      {open ? (
        <section aria-labelledby="thread-title" className="ticket-thread">
          <h2 id="thread-title">
            {open.reference}: {open.subject} <Status status={open.status} />
          </h2>
          <ol>
            {open.messages?.map((m) => (
              <li key={m.id} className={`ticket-message ticket-message--${m.author_type}`}>
                <strong>{t(`partner.tickets.author.${m.author_type}`)}</strong>{' '}
                <span className="muted">{formatDate(m.created_at)}</span>
                <p>{m.body}</p>
              </li>
            ))}
          </ol>
          {open.status === 'closed' ? (
            <p className="muted">{t('partner.tickets.closed')}</p>
          ) : (
            <form className="form" onSubmit={send}>
              <TextAreaField
                label={t('partner.tickets.reply')}
                value={reply}
                maxLength={4000}
                rows={3}
                onValue={setReply}
              />
              <Button type="submit" disabled={busy || reply.trim().length < 3}>
                {t('partner.tickets.send')}
              </Button>
            </form>
          )}
        </section>
      ) : null}
    </Card>
  );
};

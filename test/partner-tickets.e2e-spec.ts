import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Partner } from '../src/modules/partners/partner.entity';
import { createPartner, createPartnerUser } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, partnerToken } from './utils/auth';

/**
 * Partner tickets (Communication): raised by a partner, answered and closed by a role-1 admin,
 * the answer seen by the partner; never reached by another partner.
 */
describe('partner tickets', () => {
  let t: TestApp;
  let acme: Partner;
  let acmeToken: string;
  let otherToken: string;
  let admin: string;

  const as = (token: string) => ({
    get: (path: string) => t.http().get(path).set(bearer(token)),
    post: (path: string, body: object = {}) => t.http().post(path).set(bearer(token)).send(body),
  });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await createPartner(t.dataSource);
    const other = await createPartner(t.dataSource);
    acmeToken = (
      await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: acme.id }))
    ).token;
    otherToken = (
      await partnerToken(t, await createPartnerUser(t.dataSource, { partnerId: other.id }))
    ).token;
    admin = (await adminToken(t, 1)).token;
  });
  afterAll(() => t?.close());

  it('goes from raised to answered to closed, the partner seeing the answer', async () => {
    const raised = await as(acmeToken)
      .post('/api/partner/tickets', {
        category: 'tech_support',
        subject: '  Export does not download  ',
        message: 'The Download CSV button does nothing on my phone.',
      })
      .expect(201);
    const ticket = raised.body.data;
    expect(ticket).toMatchObject({
      reference: `TKT-${String(ticket.id).padStart(6, '0')}`,
      subject: 'Export does not download',
      status: 'open',
      messages: [
        { author_type: 'partner', body: 'The Download CSV button does nothing on my phone.' },
      ],
    });

    const open = await as(admin)
      .get('/api/admin/partner-tickets?filter={"status":"open"}')
      .expect(200);
    expect(open.body.map((r: { id: number }) => r.id)).toContain(ticket.id);

    const answered = await as(admin)
      .post(`/api/admin/partner-tickets/${ticket.id}/messages`, {
        message: 'Fixed: please update the page and try again.',
      })
      .expect(200);
    expect(answered.body.status).toBe('answered');

    const seen = await as(acmeToken).get(`/api/partner/tickets/${ticket.id}`).expect(200);
    expect(seen.body.data.status).toBe('answered');
    expect(seen.body.data.messages.map((m: { author_type: string }) => m.author_type)).toEqual([
      'partner',
      'admin',
    ]);
    expect(seen.body.data.messages[1].body).toBe('Fixed: please update the page and try again.');

    // The partner writes again: open again. Closed, it takes no more.
    const again = await as(acmeToken)
      .post(`/api/partner/tickets/${ticket.id}/messages`, { message: 'Works now, thanks!' })
      .expect(200);
    expect(again.body.data.status).toBe('open');
    await as(admin).post(`/api/admin/partner-tickets/${ticket.id}/close`).expect(200);
    const closed = await as(acmeToken)
      .post(`/api/partner/tickets/${ticket.id}/messages`, { message: 'One more thing' })
      .expect(409);
    expect(closed.body.code).toBe('TICKET_CLOSED');

    const mine = await as(acmeToken).get('/api/partner/tickets?category=tech_support').expect(200);
    expect(mine.body.data).toEqual([expect.objectContaining({ id: ticket.id, status: 'closed' })]);
    const queries = await as(acmeToken)
      .get('/api/partner/tickets?category=general_query')
      .expect(200);
    expect(queries.body.data).toEqual([]);
  });

  it("never shows a partner another partner's ticket", async () => {
    const theirs = await as(otherToken)
      .post('/api/partner/tickets', {
        category: 'general_query',
        subject: 'Payout date',
        message: 'When is the October payout made?',
      })
      .expect(201);
    const id = theirs.body.data.id as number;
    const byId = await as(acmeToken).get(`/api/partner/tickets/${id}`).expect(404);
    expect(byId.body.code).toBe('TICKET_NOT_FOUND');
    await as(acmeToken)
      .post(`/api/partner/tickets/${id}/messages`, { message: 'Hello there' })
      .expect(404);
    const list = await as(acmeToken).get('/api/partner/tickets').expect(200);
    expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(id);
  });

  it('refuses a bad ticket with the reason', async () => {
    const cases: [object, string][] = [
      [
        { category: 'tech_support', subject: 'ab', message: 'Long enough' },
        'TICKET_SUBJECT_INVALID',
      ],
      [
        { category: 'tech_support', subject: 'Fine subject', message: ' ' },
        'TICKET_MESSAGE_INVALID',
      ],
      [{ category: 'billing', subject: 'Fine subject', message: 'Long enough' }, 'OPTION_INVALID'],
      [
        { category: 'tech_support', subject: 'Fine subject', message: 'x'.repeat(4001) },
        'TICKET_MESSAGE_INVALID',
      ],
    ];
    for (const [body, code] of cases) {
      const res = await as(acmeToken).post('/api/partner/tickets', body).expect(400);
      expect(JSON.stringify(res.body), code).toContain(code);
    }
  });

  it('keeps the back office side to role 1, and audits a masquerade naming both', async () => {
    const ops = (await adminToken(t, 2)).token;
    await as(ops).get('/api/admin/partner-tickets').expect(403);
    await as(acmeToken).get('/api/admin/partner-tickets').expect(401);

    const masquerade = await as(admin)
      .post(`/api/admin/masquerade/${acme.id}`, { reason: 'Raising a ticket for the partner' })
      .expect(200);
    const raised = await as(masquerade.body.token)
      .post('/api/partner/tickets', {
        category: 'general_query',
        subject: 'Raised on their behalf',
        message: 'The partner asked us by phone.',
      })
      .expect(201);
    const [row] = await t.dataSource.query(
      `SELECT actor_type, masquerade_admin_id, partner_id FROM audit_logs
        WHERE entity = 'partner_tickets' AND entity_id = $1 AND action = 'create'`,
      [String(raised.body.data.id)],
    );
    expect(row).toEqual({
      actor_type: 'partner',
      masquerade_admin_id: expect.any(Number),
      partner_id: acme.id,
    });
  });
});

import { currentNotice } from '../../modules/consent/consent-notice';
import type { EntityManager } from 'typeorm';
import { PartnerBanner } from '../../modules/partner-portal/partner-banner.entity';
import type { Partner } from '../../modules/partners/partner.entity';
import { TrackingLink } from '../../modules/tracking-links/tracking-link.entity';
import { Product } from '../../modules/products/product.entity';
import { DEMO_FUNNELS } from './demo-funnel';

/** Tracking links of the demo partners (natural key: the code). */
export const DEMO_TRACKING_LINKS = [
  {
    code: 'demo-acme-pl',
    name: 'Acme Finserv: personal loans on WhatsApp',
    partner: 'acme-finserv',
    product: 'PL',
    utmSource: 'whatsapp',
    utmMedium: 'referral',
    utmCampaign: 'demo-acme-finserv',
  },
  {
    code: 'demo-bharat-bl',
    name: 'Bharat DSA: business loans, shop posters',
    partner: 'bharat-dsa',
    product: 'BL',
    utmSource: 'poster',
    utmMedium: 'offline',
    utmCampaign: 'demo-bharat-dsa',
  },
] as const;

/** Banners for the partners' Marketing support (natural key: the title). */
export const DEMO_BANNERS = [
  {
    title: 'Personal loans in minutes',
    imageUrl: '/brand/cl/logo.svg',
    partner: null,
    disclaimer: 'Loans are given by RBI-regulated lenders at their sole discretion.',
  },
  {
    title: 'Acme Finserv: compare lenders',
    imageUrl: '/brand/acme-finserv/logo.svg',
    partner: 'acme-finserv',
    disclaimer: 'Loans are given by RBI-regulated lenders at their sole discretion.',
  },
] as const;

/** The demo consumers (of each funnel, the first this many) who agreed to be called. */
const CALLABLE_PER_FUNNEL = 12;

/**
 * What the back office's other pages show on first start: tracking links, partner banners and a
 * telecalling queue. The queue's consumers are demo consumers who agreed to the notice's
 * `matching` and `calls` purposes (the queue is opt-in); their leads are the ones the queue
 * itself would build from where they stopped (no profile, or offers seen and no lender chosen).
 * Rows are matched by natural key: a second run adds nothing. Returns how many were inserted.
 */
export async function seedBackOfficeDemo(
  em: EntityManager,
  partners: Map<string, Partner>,
  now = new Date(),
): Promise<number> {
  let inserted = 0;
  for (const link of DEMO_TRACKING_LINKS) {
    if (await em.exists(TrackingLink, { where: { code: link.code } })) continue;
    const product = await em.findOneByOrFail(Product, { code: link.product });
    await em.insert(TrackingLink, {
      code: link.code,
      name: link.name,
      partnerId: partners.get(link.partner)!.id,
      productId: product.id,
      targetUrl: '/',
      utmSource: link.utmSource,
      utmMedium: link.utmMedium,
      utmCampaign: link.utmCampaign,
    });
    inserted++;
  }
  for (const banner of DEMO_BANNERS) {
    if (await em.exists(PartnerBanner, { where: { title: banner.title }, withDeleted: true }))
      continue;
    await em.insert(PartnerBanner, {
      title: banner.title,
      imageUrl: banner.imageUrl,
      partnerId: banner.partner ? partners.get(banner.partner)!.id : null,
      disclaimer: banner.disclaimer,
    });
    inserted++;
  }
  const phones = DEMO_FUNNELS.flatMap((f) =>
    Array.from(
      { length: Math.min(f.consumers, CALLABLE_PER_FUNNEL) },
      (_, i) => `${f.phonePrefix}${String(i).padStart(2, '0')}`,
    ),
  );
  const consents: unknown[] = await em.query(
    `INSERT INTO consent_records (user_id, notice_version, purpose, granted, channel, created_at)
     SELECT u.id, $2, p.purpose, true, 'consent_page', u.created_at
       FROM users u CROSS JOIN unnest(ARRAY['matching', 'calls']) AS p(purpose)
      WHERE u.phone_number = ANY($1) AND u.deleted_at IS NULL
        AND NOT EXISTS (SELECT 1 FROM consent_records c WHERE c.user_id = u.id)
     RETURNING id`,
    [phones, currentNotice().version],
  );
  const leads: unknown[] = await em.query(
    `INSERT INTO call_leads (user_id, application_id, kind, source_key, due_at)
     SELECT u.id, NULL::uuid, 'no_profile', 'u:' || u.id, $2::timestamptz
       FROM users u
      WHERE u.phone_number = ANY($1) AND u.deleted_at IS NULL AND u.pl_completed = 0
     UNION ALL
     SELECT a.user_id, a.id, 'no_hand_off', 'a:' || a.id, $2::timestamptz
       FROM applications a JOIN users u ON u.id = a.user_id
      WHERE u.phone_number = ANY($1) AND u.deleted_at IS NULL
        AND a.offers_shown_at IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM lender_transactions t WHERE t.application_id = a.id)
     ON CONFLICT (kind, source_key) DO NOTHING
     RETURNING id`,
    [phones, now],
  );
  return inserted + consents.length + leads.length;
}

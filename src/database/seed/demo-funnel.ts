import { createHash } from 'node:crypto';
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { AdminUser } from '../../modules/admins/admin-user.entity';
import { ApplicationStatusHistory } from '../../modules/applications/application-status-history.entity';
import { Application } from '../../modules/applications/application.entity';
import type { JourneyEventType } from '@marketplace/contracts';
import { LenderTransaction } from '../../modules/applications/lender-transaction.entity';
import { ProspectApplication } from '../../modules/applications/prospect-application.entity';
import type { Lender } from '../../modules/lenders/lender.entity';
import type { Partner } from '../../modules/partners/partner.entity';
import { Product } from '../../modules/products/product.entity';
import { Commission } from '../../modules/revenue/commission.entity';
import { Upload } from '../../modules/uploads/upload.entity';
import { User } from '../../modules/users/user.entity';

/** The event of one demo step, with its journey's attribution copied as the app's own steps do. */
async function stepEvent(
  em: EntityManager,
  type: JourneyEventType,
  at: Date,
  step: { userId: number; prospectAppId: string; applicationId?: string; productId?: number },
  extra: { lenderId?: number; data?: Record<string, unknown> } = {},
): Promise<void> {
  await em.query(
    `INSERT INTO journey_events (type, user_id, prospect_app_id, application_id, product_id,
                                 lender_id, data, partner_id, merchant_id, utm_source, utm_medium,
                                 utm_campaign, tracking_link_id, created_at)
     SELECT $1, $2, p.id, $4, $5, $6, $7, p.partner_id, p.merchant_location_id, p.utm_source,
            p.utm_medium, p.utm_campaign, p.tracking_link_id, $8
       FROM prospect_applications p WHERE p.id = $3`,
    [
      type,
      step.userId,
      step.prospectAppId,
      step.applicationId ?? null,
      step.productId ?? null,
      extra.lenderId ?? null,
      extra.data ? JSON.stringify(extra.data) : null,
      at,
    ],
  );
}

/** How far each demo consumer got: signed in, profile, offers, handed off, sanctioned, disbursed. */
const STAGES = [0, 0, 1, 2, 2, 3, 4, 5] as const;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The demo consumers of a partner: numbers `<prefix>00`, `<prefix>01`, … (10 digits). */
export interface DemoFunnel {
  partnerName: string;
  phonePrefix: string;
  consumers: number;
}

export const DEMO_FUNNELS: DemoFunnel[] = [
  { partnerName: 'acme-finserv', phonePrefix: '90000100', consumers: 24 },
  { partnerName: 'bharat-dsa', phonePrefix: '90000200', consumers: 12 },
];

const FIRST_NAMES = ['Asha', 'Ravi', 'Meera', 'Arjun', 'Kavya', 'Rohan', 'Isha', 'Vikram'];

/**
 * Consumers who signed in through the demo partners over the last 45 days, spread across the
 * funnel (status history, hand-offs to demo lenders, sanctions, disbursals and their commission
 * lines), so the partner dashboard shows real numbers on first start. Written only for numbers
 * not yet in the database: a second run adds nothing, and a consumer's records are never
 * changed. Returns how many rows were inserted.
 */
export async function seedDemoFunnels(
  em: EntityManager,
  partners: Map<string, Partner>,
  lenders: Lender[],
  now = new Date(),
): Promise<number> {
  let inserted = 0;
  const product = await em.findOneByOrFail(Product, { code: 'PL' });
  const upload = await commissionUpload(em);
  if (upload.inserted) inserted++;
  const active = lenders.filter((l) => l.lenderStatus === 1);

  for (const funnel of DEMO_FUNNELS) {
    const partner = partners.get(funnel.partnerName)!;
    for (let i = 0; i < funnel.consumers; i++) {
      const phoneNumber = `${funnel.phonePrefix}${String(i).padStart(2, '0')}`;
      if (await em.exists(User, { where: { phoneNumber }, withDeleted: true })) continue;
      const daysAgo = 1 + ((i * 7) % 45);
      const signedIn = new Date(now.getTime() - daysAgo * DAY_MS + (i % 9) * HOUR_MS);
      // Later steps need days to have passed: a consumer of yesterday is at most handed off.
      const stage =
        daysAgo < 4 ? Math.min(STAGES[i % STAGES.length], 3) : STAGES[i % STAGES.length];
      const amount = 100_000 + i * 25_000;
      const lender = active[i % active.length];

      const user = await em.save(
        em.create(User, {
          phoneCode: '91',
          phoneNumber,
          firstName: FIRST_NAMES[i % FIRST_NAMES.length],
          plCompleted: stage >= 1 ? 1 : 0,
          createdAt: signedIn,
        }),
      );
      const prospect = await em.save(
        em.create(ProspectApplication, {
          userId: user.id,
          partnerId: partner.id,
          utmSource: 'demo',
          utmCampaign: `demo-${funnel.partnerName}`,
          createdAt: signedIn,
        }),
      );
      inserted += 2;
      await stepEvent(em, 'signed_in', signedIn, { userId: user.id, prospectAppId: prospect.id });
      inserted++;
      if (stage < 1) continue;

      const at = (hours: number) => new Date(signedIn.getTime() + hours * HOUR_MS);
      const app = await em.save(
        em.create(Application, {
          prospectAppId: prospect.id,
          userId: user.id,
          productId: product.id,
          desiredAmount: String(amount),
          tenureMonths: 24,
          status: 'created',
          createdAt: at(1),
          offersShownAt: stage >= 2 ? at(2) : null,
        }),
      );
      await em.update(User, { id: user.id }, { inflightCreditAppId: app.id });
      inserted++;
      // The journey's events, as the app writes them: each measure counts these.
      const step = {
        userId: user.id,
        prospectAppId: prospect.id,
        applicationId: app.id,
        productId: product.id,
      };
      await stepEvent(em, 'product_chosen', at(0.5), step, { data: { first: true } });
      await stepEvent(em, 'profile_saved', at(1), step, {
        data: { form: 'personal', first: true },
      });
      inserted += 2;
      if (stage >= 2) {
        await stepEvent(em, 'offers_shown', at(2), step, {
          data: { offers: 1, notMatched: 0, matched: [lender.id], failed: [] },
        });
        inserted++;
      }
      if (stage < 3) continue;

      const history = async (status: string, when: Date) => {
        await em.insert(ApplicationStatusHistory, {
          applicationId: app.id,
          status,
          subStatus: lender.urlKey,
          source: status === 'sent_to_lender' ? 'consumer' : 'upload',
          createdAt: when,
        });
        inserted++;
      };
      const handOff = await em.insert(LenderTransaction, {
        applicationId: app.id,
        lenderId: lender.id,
        status: 'redirected',
        lenderReference: `DEMO-${phoneNumber}`,
        createdAt: at(3),
      });
      await stepEvent(em, 'handed_off', at(3), step, {
        lenderId: lender.id,
        data: { transactionId: handOff.identifiers[0].id },
      });
      inserted += 2;
      await history('sent_to_lender', at(3));
      const values: QueryDeepPartialEntity<Application> = {
        lenderId: lender.id,
        status: 'sent_to_lender',
      };
      if (stage >= 4) {
        Object.assign(values, {
          status: 'sanctioned',
          sanctionedAmount: String(amount),
          sanctionedAt: at(48),
        });
        await history('sanctioned', at(48));
      }
      if (stage >= 5) {
        const disbursedAt = at(72);
        Object.assign(values, {
          status: 'disbursed',
          disbursedAmount: String(amount),
          disbursedAt,
        });
        await history('disbursed', disbursedAt);
        const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
          disbursedAt,
        );
        await em.insert(Commission, {
          uploadId: upload.id,
          rowNumber: inserted,
          lenderId: lender.id,
          applicationId: app.id,
          payoutAmount: (amount * 0.02).toFixed(2),
          payoutPercent: '2.000',
          disbursedAmount: String(amount),
          disbursedAt: day,
          raw: { source: 'demo' },
        });
        inserted++;
      }
      await em.update(Application, { id: app.id }, values);
      if (stage >= 4) {
        await stepEvent(em, 'status_changed', at(stage >= 5 ? 72 : 48), step, {
          lenderId: lender.id,
          data: { status: values.status, subStatus: lender.urlKey },
        });
        inserted++;
      }
    }
  }
  return inserted;
}

/** The demo commission lines' upload (one completed commission file, by the first admin). */
async function commissionUpload(em: EntityManager): Promise<{ id: string; inserted: boolean }> {
  const sha256 = createHash('sha256').update('demo commission lines').digest('hex');
  const existing = await em.findOne(Upload, { where: { sha256 } });
  if (existing) return { id: existing.id, inserted: false };
  const admin = await em.findOneOrFail(AdminUser, { where: {}, order: { id: 'ASC' } });
  const upload = await em.save(
    em.create(Upload, {
      kind: 'commission',
      originalName: 'demo-commissions.csv',
      storedPath: '',
      format: 'csv',
      sizeBytes: '0',
      sha256,
      uploadedByAdminId: admin.id,
      status: 'completed',
    }),
  );
  return { id: upload.id, inserted: true };
}

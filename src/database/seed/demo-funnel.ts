import { createHash } from 'node:crypto';
import type { EntityManager, QueryDeepPartialEntity } from 'typeorm';
import { AdminUser } from '../../modules/admins/admin-user.entity';
import { ApplicationStatusHistory } from '../../modules/applications/application-status-history.entity';
import { Application } from '../../modules/applications/application.entity';
import { LenderTransaction } from '../../modules/applications/lender-transaction.entity';
import { ProspectApplication } from '../../modules/applications/prospect-application.entity';
import type { Lender } from '../../modules/lenders/lender.entity';
import type { Partner } from '../../modules/partners/partner.entity';
import { Product } from '../../modules/products/product.entity';
import { Commission } from '../../modules/revenue/commission.entity';
import { Upload } from '../../modules/uploads/upload.entity';
import { User } from '../../modules/users/user.entity';

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
      await em.insert(LenderTransaction, {
        applicationId: app.id,
        lenderId: lender.id,
        status: 'redirected',
        lenderReference: `DEMO-${phoneNumber}`,
        createdAt: at(3),
      });
      inserted++;
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

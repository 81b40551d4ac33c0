import type { DataSource, ObjectLiteral, QueryDeepPartialEntity } from 'typeorm';
import { Application } from '../../src/modules/applications/application.entity';
import { LenderTransaction } from '../../src/modules/applications/lender-transaction.entity';
import { ProspectApplication } from '../../src/modules/applications/prospect-application.entity';
import { User } from '../../src/modules/users/user.entity';
import { makeUser } from '../factories';

/** Where a generated consumer came from: no partner, a partner, or one of its merchants. */
export interface Source {
  partnerId: number | null;
  merchantId: number | null;
}

/** The measures a generated month should show, worked out while generating it. */
export interface Expected {
  signIns: number;
  leads: number;
  profilesCompleted: number;
  offersShown: number;
  handedOff: number;
  sanctioned: number;
  disbursed: number;
  disbursedAmount: number;
}

const HOUR_MS = 3_600_000;

/** Entities as one multi-row insert's values (their generated ids are written back). */
const rows = <T extends ObjectLiteral>(entities: T[]) => entities as QueryDeepPartialEntity<T>[];

/** mulberry32: a small seeded generator, so a failure can be replayed with the same month. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const none = (): Expected => ({
  signIns: 0,
  leads: 0,
  profilesCompleted: 0,
  offersShown: 0,
  handedOff: 0,
  sanctioned: 0,
  disbursed: 0,
  disbursedAmount: 0,
});

/** The India day (YYYY-MM-DD) of an instant. */
const indiaDay = (at: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);

/**
 * A month of journeys (`month` as YYYY-MM, India time) of `consumers` consumers from `sources`,
 * each as far as a seeded draw takes them: signed in (some twice), chose a product and saved its
 * profile, were shown offers, handed off to `lenderId`, sanctioned, disbursed — written as the app
 * writes them (journey events with their journey's attribution, applications, hand-offs). Returns
 * the measures of the month's India days per source key (`partner:merchant`, `-` for none).
 */
export async function generateMonth(
  ds: DataSource,
  options: { month: string; consumers: number; sources: Source[]; lenderId: number; seed: number },
): Promise<Map<string, Expected>> {
  const random = seeded(options.seed);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const products = await ds.query<{ id: number }[]>(
    `SELECT id FROM products WHERE code IN ('PL', 'BL') ORDER BY id`,
  );
  const start = new Date(`${options.month}-01T00:00:00+05:30`).getTime();
  const [year, month] = options.month.split('-').map(Number);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const inMonth = (at: Date) => indiaDay(at).startsWith(options.month);

  const plans = Array.from({ length: options.consumers }, () => ({
    source: pick(options.sources),
    signedIn: new Date(start + Math.floor(random() * days * 24 * HOUR_MS)),
    again: random() < 0.2,
    stage: Math.floor(random() * 6),
    productId: pick(products).id,
    amount: 50_000 + Math.floor(random() * 20) * 25_000,
  }));
  const users = plans.map(() => makeUser());
  await ds.getRepository(User).insert(rows(users));
  const prospects = plans.map((p, i) =>
    Object.assign(new ProspectApplication(), {
      userId: users[i].id,
      partnerId: p.source.partnerId,
      merchantLocationId: p.source.merchantId,
      utmSource: 'generated',
      createdAt: p.signedIn,
    }),
  );
  await ds.getRepository(ProspectApplication).insert(rows(prospects));

  const expected = new Map<string, Expected>();
  const count = (p: (typeof plans)[number], at: Date, add: Partial<Expected>) => {
    if (!inMonth(at)) return;
    const key = `${p.source.partnerId ?? '-'}:${p.source.merchantId ?? '-'}`;
    const e = expected.get(key) ?? none();
    for (const [k, v] of Object.entries(add)) e[k as keyof Expected] += v ?? 0;
    expected.set(key, e);
  };
  const events: Record<string, unknown>[] = [];
  const applications: Application[] = [];
  const handOffs: { plan: number; at: Date }[] = [];
  plans.forEach((p, i) => {
    const at = (hours: number) => new Date(p.signedIn.getTime() + hours * HOUR_MS);
    const event = (type: string, when: Date, data: Record<string, unknown> | null = null) =>
      events.push({ type, i, at: when.toISOString(), product: p.productId, data });
    event('signed_in', p.signedIn);
    count(p, p.signedIn, { signIns: 1 });
    if (p.again) {
      event('signed_in', at(30));
      count(p, at(30), { signIns: 1 });
    }
    if (p.stage < 1) return;
    event('product_chosen', at(0.5), { first: true });
    event('profile_saved', at(1), { first: true, form: 'personal' });
    count(p, at(0.5), { leads: 1 });
    count(p, at(1), { profilesCompleted: 1 });
    if (p.stage >= 2) {
      event('offers_shown', at(2), { matched: [options.lenderId], failed: [] });
      count(p, at(2), { offersShown: 1 });
    }
    if (p.stage >= 3) {
      handOffs.push({ plan: i, at: at(3) });
      event('handed_off', at(3));
      count(p, at(3), { handedOff: 1 });
    }
    if (p.stage >= 4) count(p, at(48), { sanctioned: 1 });
    if (p.stage >= 5) count(p, at(72), { disbursed: 1, disbursedAmount: p.amount });
    applications.push(
      Object.assign(new Application(), {
        prospectAppId: prospects[i].id,
        userId: users[i].id,
        productId: p.productId,
        desiredAmount: String(p.amount),
        tenureMonths: 24,
        status: ['created', 'created', 'created', 'sent_to_lender', 'sanctioned', 'disbursed'][
          p.stage
        ],
        lenderId: p.stage >= 3 ? options.lenderId : null,
        createdAt: at(1),
        offersShownAt: p.stage >= 2 ? at(2) : null,
        sanctionedAt: p.stage >= 4 ? at(48) : null,
        sanctionedAmount: p.stage >= 4 ? String(p.amount) : null,
        disbursedAt: p.stage >= 5 ? at(72) : null,
        disbursedAmount: p.stage >= 5 ? String(p.amount) : null,
      }),
    );
  });
  await ds.getRepository(Application).insert(rows(applications));
  const applicationOf = new Map(applications.map((a) => [a.userId, a.id]));
  await ds.getRepository(LenderTransaction).insert(
    rows(
      handOffs.map((h) =>
        Object.assign(new LenderTransaction(), {
          applicationId: applicationOf.get(users[h.plan].id)!,
          lenderId: options.lenderId,
          status: 'redirected',
          createdAt: h.at,
        }),
      ),
    ),
  );
  // The events in one statement, each with its journey's attribution as the app copies it.
  await ds.query(
    `INSERT INTO journey_events (type, user_id, prospect_app_id, application_id, product_id,
                                 data, partner_id, merchant_id, utm_source, created_at)
     SELECT x.type, p.user_id, p.id, a.id, CASE WHEN x.type = 'signed_in' THEN NULL ELSE x.product END,
            x.data, p.partner_id, p.merchant_location_id, p.utm_source, x.at
       FROM jsonb_to_recordset($1::jsonb) AS x(type text, prospect uuid, at timestamptz,
                                              product int, data jsonb)
       JOIN prospect_applications p ON p.id = x.prospect
       LEFT JOIN applications a ON a.prospect_app_id = p.id AND x.type <> 'signed_in'
      ORDER BY x.at`,
    [JSON.stringify(events.map(({ i, ...e }) => ({ ...e, prospect: prospects[i as number].id })))],
  );
  return expected;
}

/** The sum of the measures of the sources `keys` picks. */
export function sumOf(expected: Map<string, Expected>, keys: (key: string) => boolean): Expected {
  const total = none();
  for (const [key, e] of expected)
    if (keys(key)) for (const k of Object.keys(total) as (keyof Expected)[]) total[k] += e[k];
  return total;
}

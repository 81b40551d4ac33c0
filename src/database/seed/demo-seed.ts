import { isDeepStrictEqual } from 'node:util';
import bcrypt from 'bcryptjs';
import type {
  DataSource,
  EntityManager,
  EntityTarget,
  FindOptionsWhere,
  ObjectLiteral,
  QueryDeepPartialEntity,
} from 'typeorm';
import { AdminUser } from '../../modules/admins/admin-user.entity';
import { CreditCardCategory } from '../../modules/cards/credit-card-category.entity';
import { LenderGroup } from '../../modules/lenders/lender-group.entity';
import { Lender } from '../../modules/lenders/lender.entity';
import { BankHoliday } from '../../modules/kfs/bank-holiday.entity';
import { Insurer } from '../../modules/insurance/insurer.entity';
import { Merchant } from '../../modules/merchants/merchant.entity';
import { PartnerUser } from '../../modules/partners/partner-user.entity';
import { Partner } from '../../modules/partners/partner.entity';
import { SmartListOption } from '../../modules/reference/smart-list-option.entity';
import { LenderRevenueItem } from '../../modules/revenue/lender-revenue-item.entity';
import { RevenueType } from '../../modules/revenue/revenue-type.entity';
import {
  DEMO_ADMINS,
  DEMO_BANK_HOLIDAYS,
  DEMO_CARDS,
  DEMO_GROUP_LENDERS,
  DEMO_LENDER_GROUPS,
  DEMO_LENDERS,
  DEMO_MERCHANT,
  DEMO_PARTNER_USERS,
  DEMO_PARTNERS,
  DEMO_PASSWORD,
  DEMO_PRICING,
  DEMO_REVENUE_ITEMS,
  type DemoLender,
  type DemoRevenueItem,
} from './demo-data';
import { DEMO_FUNNELS, seedDemoFunnels } from './demo-funnel';
import { seedBackOfficeDemo } from './demo-backoffice';
import { DEMO_INSURERS } from './demo-insurers';

/** Upserts by natural key, writing only the columns whose value differs, and counts the writes. */
class Upserter {
  inserted = 0;
  updated = 0;

  constructor(private readonly em: EntityManager) {}

  /** `onInsert` gives columns written only when the row is new (see seedAdmins). */
  async upsert<T extends ObjectLiteral>(
    target: EntityTarget<T>,
    key: FindOptionsWhere<T>,
    values: Partial<T>,
    onInsert: () => Promise<Partial<T>> = async () => ({}),
  ): Promise<T> {
    const repo = this.em.getRepository(target);
    // Soft-deleted rows still hold their natural key; the seed leaves their deletion alone.
    const existing = await repo.findOne({ where: key, withDeleted: true });
    if (!existing) {
      this.inserted++;
      return repo.save(repo.create({ ...key, ...values, ...(await onInsert()) } as T));
    }
    const changed: Record<string, unknown> = {};
    for (const [property, value] of Object.entries(values)) {
      const column = repo.metadata.findColumnWithPropertyName(property);
      if (!sameValue(column?.type, existing[property], value)) changed[property] = value;
    }
    if (Object.keys(changed).length > 0) {
      this.updated++;
      await repo.update(repo.getId(existing), changed as QueryDeepPartialEntity<T>);
      Object.assign(existing, changed);
    }
    return existing;
  }
}

/** Compares as PostgreSQL would: numeric columns come back as strings such as '15000.00'. */
function sameValue(type: unknown, stored: unknown, wanted: unknown): boolean {
  if (stored === null || stored === undefined || wanted === null || wanted === undefined) {
    return (stored ?? null) === (wanted ?? null);
  }
  if (type === 'numeric') return Number(stored) === Number(wanted);
  // PostgreSQL keeps a jsonb object's keys in its own order: compare the values, not the text.
  if (type === 'jsonb') return isDeepStrictEqual(stored, wanted);
  return stored === wanted;
}

/** Buckets ordered low to high; the first whose `meta.max` reaches the amount. */
async function ticketClassFor(em: EntityManager) {
  const buckets = await em.getRepository(SmartListOption).find({
    where: { listKey: 'ticketClass' },
    order: { sortOrder: 'ASC' },
  });
  return (amount: string) =>
    (buckets.find((b) => Number(amount) <= Number(b.meta?.max)) ?? buckets[buckets.length - 1])
      .value;
}

function revenueItemValues(item: DemoRevenueItem, revenueTypeId: number) {
  return {
    revenueTypeId,
    slabDisbursedMin: item.disbursed?.[0] ?? null,
    slabDisbursedMax: item.disbursed?.[1] ?? null,
    slabNumberMin: item.count?.[0] ?? null,
    slabNumberMax: item.count?.[1] ?? null,
    atsMin: item.ats?.[0] ?? null,
    atsMax: item.ats?.[1] ?? null,
    revenueFlat: item.flat ?? null,
    revenuePercent: item.percent ?? null,
    status: item.status ?? 1,
  };
}

/**
 * A demo login's password and status are set when the seed creates it, never again: whoever
 * changed the password or disabled the account meant it, and putting back a password that is
 * printed in the README would reopen the account to anyone.
 */
const newLogin = async () => ({ status: 1, passwordHash: await bcrypt.hash(DEMO_PASSWORD, 10) });

async function seedAdmins(u: Upserter) {
  for (const { email, ...fields } of DEMO_ADMINS) {
    await u.upsert(AdminUser, { email }, fields, newLogin);
  }
}

async function seedPartners(u: Upserter) {
  const partners = new Map<string, Partner>();
  for (const { name, ...fields } of DEMO_PARTNERS) {
    partners.set(name, await u.upsert(Partner, { name }, fields));
  }
  const { partnerName, code, ...merchantFields } = DEMO_MERCHANT;
  const partnerId = partners.get(partnerName)!.id;
  await u.upsert(Merchant, { partnerId, code }, merchantFields);

  for (const { partnerName: loginPartner, email, name } of DEMO_PARTNER_USERS) {
    await u.upsert(
      PartnerUser,
      { email },
      { partnerId: partners.get(loginPartner)!.id, merchantId: null, name },
      newLogin,
    );
  }
  return partners;
}

/**
 * A demo lender's structured pricing and legal details: the annual rates from its display text
 * ('27% To 33%'), the fee and legal name from DEMO_PRICING, and the same charges, cooling-off
 * period and grievance desk shape for every lender (illustrative).
 */
function demoPricing(l: DemoLender): Partial<Lender> {
  const [, low, high] = /([\d.]+)% To ([\d.]+)%/.exec(l.interestRate ?? '') ?? [];
  const { legalName, fee } = DEMO_PRICING[l.urlKey];
  const [feePercent, feeMin, feeMax] = Array.isArray(fee) ? fee : [null, null, null];
  const domain = new URL(l.redirectUrl!).hostname.replace(/^www\./, '');
  const index = [...DEMO_LENDERS, ...DEMO_GROUP_LENDERS].findIndex((d) => d.urlKey === l.urlKey);
  return {
    legalName,
    rbiRegistration: `DEMO-${String(index + 1).padStart(4, '0')}`,
    interestMin: low,
    interestMax: high,
    feePercent: feePercent === null ? null : String(feePercent),
    feeMin: feeMin === null ? null : String(feeMin),
    feeMax: feeMax === null ? null : String(feeMax),
    feeFlat: Array.isArray(fee) ? null : String(fee),
    otherCharges: null,
    gstPercent: '18',
    penalCharges: '2% a month on the overdue instalment, from its due date',
    penalChargesHi: 'बकाया किस्त पर उसकी नियत तिथि से 2% प्रति माह',
    penalRate: '24',
    foreclosureCharges: 'Up to 4% of the principal outstanding; none after 12 instalments',
    foreclosureChargesHi: 'बकाया मूलधन का अधिकतम 4%; 12 किस्तों के बाद कोई शुल्क नहीं',
    coolingOffDays: l.tenure! >= 12 ? 3 : 1,
    grievanceName: 'Grievance Redressal Officer',
    grievancePhone: '1800 123 4567',
    grievanceEmail: `grievance@${domain}`,
    recoveryPolicyUrl: `https://${domain}/recovery-policy`,
  };
}

async function seedLenders(u: Upserter, em: EntityManager) {
  const ticketClass = await ticketClassFor(em);
  const lenders = new Map<string, Lender>();
  for (const demo of [...DEMO_LENDERS, ...DEMO_GROUP_LENDERS]) {
    const { urlKey, ...fields } = demo;
    const values: Partial<Lender> = {
      maxIncome: null,
      salaried: 1,
      selfEmployed: 0,
      business: 0,
      lenderStatus: 1,
      api: 0,
      autosubmission: 0,
      soStatus: 0,
      soText: null,
      soDateStart: null,
      soDateEnd: null,
      logoUrl: `/lenders/${urlKey}.svg`,
      ticketClass: ticketClass(fields.loanAmountUpto!),
      ...demoPricing(demo),
      ...fields,
    };
    lenders.set(urlKey, await u.upsert(Lender, { urlKey }, values));
  }
  // The partner funnels hand off to the personal and business lenders only.
  const seeded = DEMO_LENDERS.map((l) => lenders.get(l.urlKey)!);

  for (const group of DEMO_LENDER_GROUPS) {
    const { id } = await u.upsert(LenderGroup, { name: group.name }, {});
    const result = await em
      .createQueryBuilder()
      .insert()
      .into('lender_group_lenders')
      .values(
        group.urlKeys.map((key) => ({ lender_id: lenders.get(key)!.id, lender_group_id: id })),
      )
      .orIgnore()
      .returning(['lender_id'])
      .execute();
    u.inserted += (result.raw as unknown[]).length;
  }

  const types = new Map((await em.find(RevenueType)).map((t) => [t.name, t.id]));
  for (const [urlKey, items] of Object.entries(DEMO_REVENUE_ITEMS)) {
    const lenderId = lenders.get(urlKey)!.id;
    for (const [index, item] of items.entries()) {
      const revenueTypeId = types.get(item.type);
      if (!revenueTypeId) throw new Error(`Revenue type '${item.type}' is not seeded`);
      await u.upsert(
        LenderRevenueItem,
        { lenderId, sortOrder: index + 1 },
        revenueItemValues(item, revenueTypeId),
      );
    }
  }
  return seeded;
}

async function seedBankHolidays(u: Upserter) {
  for (const { day, name } of DEMO_BANK_HOLIDAYS) await u.upsert(BankHoliday, { day }, { name });
}

async function seedInsurers(u: Upserter) {
  for (const { name, ...fields } of DEMO_INSURERS)
    await u.upsert(Insurer, { name }, { ...fields, status: 1 });
}

async function seedCards(u: Upserter) {
  for (const { uuid, categoryImgThumb, ...fields } of DEMO_CARDS) {
    // The demo image only for a new card: a thumbnail an admin uploaded stays across restarts
    // (the embedded database seeds on every start).
    await u.upsert(CreditCardCategory, { uuid }, fields, async () => ({ categoryImgThumb }));
  }
}

/**
 * Demo admins, partners, lenders (with groups and revenue slabs) and credit cards. Idempotent:
 * rows are matched by natural key and only differing columns are written, in one transaction.
 * Returns a one-line summary.
 */
export async function seedDemo(ds: DataSource): Promise<string> {
  return ds.transaction(async (em) => {
    const u = new Upserter(em);
    await seedAdmins(u);
    const partners = await seedPartners(u);
    const lenders = await seedLenders(u, em);
    await seedCards(u);
    await seedBankHolidays(u);
    await seedInsurers(u);
    u.inserted += await seedDemoFunnels(em, partners, lenders);
    u.inserted += await seedBackOfficeDemo(em, partners);
    const allLenders = [...DEMO_LENDERS, ...DEMO_GROUP_LENDERS];
    const activeLenders = allLenders.filter((l) => l.lenderStatus !== 0).length;
    const revenueItems = Object.values(DEMO_REVENUE_ITEMS).flat().length;
    return (
      `demo data: ${DEMO_ADMINS.length} admins, ${DEMO_PARTNERS.length} partners, 1 merchant, ` +
      `${DEMO_PARTNER_USERS.length} partner logins, ${allLenders.length} lenders (${activeLenders} active), ` +
      `${DEMO_FUNNELS.reduce((n, f) => n + f.consumers, 0)} partner consumers, ` +
      `${DEMO_LENDER_GROUPS.length} lender groups, ${revenueItems} revenue items, ` +
      `${DEMO_CARDS.length} credit cards, ${DEMO_INSURERS.length} insurers; ${u.inserted} rows inserted, ${u.updated} updated`
    );
  });
}

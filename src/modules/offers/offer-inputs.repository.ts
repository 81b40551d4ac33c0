import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../database/prepared-query';
import { Application } from '../applications/application.entity';
import { User } from '../users/user.entity';
import { LENDERS_VERSION } from '../lenders/lenders.repository';

/** Everything an offers call reads from the database, and the versions it depends on. */
export interface OfferInputs {
  user: User;
  app: Application | null;
  /** The fingerprint of the snapshot kept with the application, if any. */
  keptFingerprint: string | null;
  /** Change markers: the profile, the application, the lender table. */
  versions: { user: string; app: string | null; lenders: string };
}

interface Row {
  id: number;
  birth_date: string | null;
  pl_completed: number;
  bl_completed: number;
  gl_completed: number;
  hl_completed: number;
  pl_update_required: number;
  pl_se_update_required: number;
  user_version: string;
  app_id: string | null;
  product_id: number | null;
  desired_amount: string | null;
  tenure_months: number | null;
  monthly_income: string | null;
  employment_status_code: string | null;
  credit_score_class: string | null;
  offers_shown_at: Date | null;
  app_version: string | null;
  fingerprint: string | null;
  lender_version: string;
}

/**
 * The offers call is the busiest consumer call: its inputs come in one round trip, as plain
 * columns (not the kept snapshot itself, only its fingerprint), with the lender table's version
 * so the lenders themselves can come from memory.
 */
@Injectable()
export class OfferInputsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The consumer and their application (`appId`, else the one in progress); null if no user. */
  async load(userId: number, appId?: string): Promise<OfferInputs | null> {
    const [row] = await preparedQuery<Row>(
      this.dataSource,
      'offer-inputs',
      `SELECT u."id", u."birth_date"::text AS "birth_date", u."pl_completed", u."bl_completed", u."gl_completed", u."hl_completed",
              u."pl_update_required", u."pl_se_update_required",
              u."updated_at"::text AS "user_version",
              a."id" AS "app_id", a."product_id", a."desired_amount", a."tenure_months",
              a."monthly_income", a."employment_status_code", a."credit_score_class",
              a."offers_shown_at", a."updated_at"::text AS "app_version",
              a."offers_snapshot"->>'fingerprint' AS "fingerprint",
              (SELECT ${LENDERS_VERSION}
                 FROM "lenders" l) AS "lender_version"
         FROM "users" u
         LEFT JOIN "applications" a
           ON a."id" = coalesce($2::uuid, u."inflight_credit_app_id") AND a."user_id" = u."id"
        WHERE u."id" = $1 AND u."deleted_at" IS NULL`,
      [userId, appId ?? null],
    );
    if (!row) return null;
    const user = Object.assign(new User(), {
      id: row.id,
      birthDate: row.birth_date,
      plCompleted: row.pl_completed,
      blCompleted: row.bl_completed,
      glCompleted: row.gl_completed,
      hlCompleted: row.hl_completed,
      plUpdateRequired: row.pl_update_required,
      plSeUpdateRequired: row.pl_se_update_required,
    });
    const app = row.app_id
      ? Object.assign(new Application(), {
          id: row.app_id,
          userId: row.id,
          productId: row.product_id,
          desiredAmount: row.desired_amount,
          tenureMonths: row.tenure_months,
          monthlyIncome: row.monthly_income,
          employmentStatusCode: row.employment_status_code,
          creditScoreClass: row.credit_score_class,
          offersShownAt: row.offers_shown_at,
        })
      : null;
    return {
      user,
      app,
      keptFingerprint: row.fingerprint,
      versions: { user: row.user_version, app: row.app_version, lenders: row.lender_version },
    };
  }
}

import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/** A consumer's latest application shown offers, with the profile matching reads. */
export interface RecentApplicant {
  product: 'PL' | 'BL';
  birth_date: string | null;
  monthly_income: string | null;
  employment_status_code: string | null;
  credit_score_class: string | null;
  desired_amount: string | null;
  tenure_months: number | null;
}

/** The most consumers a what-if reads (the newest first). */
export const WHAT_IF_LIMIT = 100_000;

@Injectable()
export class EligibilityRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /**
   * The consumers shown offers since `since`: each one's latest application so shown, with its
   * answers and the consumer's age as they are now (what the next offers call would match).
   */
  recentApplicants(since: Date): Promise<RecentApplicant[]> {
    return this.txHost.tx.query<RecentApplicant[]>(
      `SELECT * FROM (
         SELECT DISTINCT ON (a.user_id) p.code AS product, a.offers_shown_at,
                to_char(u.birth_date, 'YYYY-MM-DD') AS birth_date, a.monthly_income,
                a.employment_status_code, a.credit_score_class, a.desired_amount, a.tenure_months
           FROM applications a
           JOIN users u ON u.id = a.user_id AND u.deleted_at IS NULL
           JOIN products p ON p.id = a.product_id AND p.code IN ('PL', 'BL')
          WHERE a.offers_shown_at >= $1
          ORDER BY a.user_id, a.offers_shown_at DESC) latest
        ORDER BY offers_shown_at DESC LIMIT ${WHAT_IF_LIMIT}`,
      [since],
    );
  }
}

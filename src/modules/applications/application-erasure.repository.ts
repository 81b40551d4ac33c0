import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';
import { rowsTouched } from '../../database/rows-touched';

/** The application columns of a product's answers that describe the person (work, income). */
const ANSWER_COLUMNS = [
  'employment_status_code',
  'business_registration_type',
  'employer_name',
  'officepincode',
  'monthly_income',
  'ifsc',
  'salary_mode',
  'monthly_rent',
  'educational_level',
  'emi',
  'prefer_net_banking',
  'business_account',
  'business_current_turnover',
  'business_years',
  'credit_score_class',
];

/** The consumer's applications, by id. */
const APPS = `SELECT id FROM applications WHERE user_id = $1`;

/**
 * Erasure's part of the applications, their status history and hand-offs to lenders, in the
 * ambient transaction (`txHost.tx`): what named the consumer goes, the records the law keeps
 * stay until their end.
 */
@Injectable()
export class ApplicationErasureRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  /** The consumer's answers, remarks and lenders' replies cleared; rows touched by table. */
  async eraseConsumer(userId: number): Promise<Record<string, number>> {
    const m = this.txHost.tx;
    return {
      applications: await rowsTouched(
        m,
        `UPDATE applications SET remarks = NULL, ${ANSWER_COLUMNS.map((c) => `"${c}" = NULL`).join(', ')}
          WHERE user_id = $1`,
        [userId],
      ),
      application_status_history: await rowsTouched(
        m,
        `UPDATE application_status_history SET remarks = NULL
          WHERE application_id IN (${APPS}) AND remarks IS NOT NULL`,
        [userId],
      ),
      lender_transactions: await rowsTouched(
        m,
        `UPDATE lender_transactions SET response_payload = NULL, error_message = NULL
          WHERE application_id IN (${APPS})`,
        [userId],
      ),
    };
  }

  /**
   * The end of an erased consumer's kept applications: deleted, with their hand-offs, KFS and
   * status history. Answers how many.
   */
  deleteOfConsumer(userId: number): Promise<number> {
    return rowsTouched(this.txHost.tx, `DELETE FROM applications WHERE user_id = $1`, [userId]);
  }
}

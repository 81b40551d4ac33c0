import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/** A hand-off as the OTP step needs it: its lender and the consumer's mobile. */
export interface OtpHandOff {
  id: string;
  status: string;
  lenderReference: string | null;
  lenderKey: string;
  lenderName: string;
  phoneNumber: string;
  userId: number;
}

/**
 * The SQL of the lender OTP step. The lender's answers are recorded on the hand-off by the
 * applications module (LenderTransactionsRepository).
 */
@Injectable()
export class LenderOtpRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  async handOff(transactionId: string): Promise<OtpHandOff | null> {
    const [row] = await this.txHost.tx.query<
      {
        id: string;
        status: string;
        lender_reference: string | null;
        url_key: string;
        name: string;
        phone_number: string;
        user_id: number;
      }[]
    >(
      `SELECT t.id, t.status, t.lender_reference, l.url_key, l.name, u.phone_number, u.id AS user_id
         FROM lender_transactions t
         JOIN lenders l ON l.id = t.lender_id
         JOIN applications a ON a.id = t.application_id
         JOIN users u ON u.id = a.user_id
        WHERE t.id = $1`,
      [transactionId],
    );
    return row
      ? {
          id: row.id,
          status: row.status,
          lenderReference: row.lender_reference,
          lenderKey: row.url_key,
          lenderName: row.name,
          phoneNumber: row.phone_number,
          userId: row.user_id,
        }
      : null;
  }
}

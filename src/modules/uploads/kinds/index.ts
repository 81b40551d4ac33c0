import type { UploadKind } from '@marketplace/contracts';
import type { UploadKindHandler } from '../upload-kind';
import { applicationStatusKind } from './application-status.kind';
import { commissionKind } from './commission.kind';
import { creditCardsKind } from './credit-cards.kind';
import { misKind } from './mis.kind';

/** Every kind of spreadsheet the pipeline takes, by its database name. */
export const UPLOAD_KINDS: Record<UploadKind, UploadKindHandler<any, any, any>> = {
  application_status: applicationStatusKind,
  commission: commissionKind,
  mis: misKind,
  credit_cards: creditCardsKind,
};

export function kindBySlug(slug: string): UploadKindHandler<any, any, any> | undefined {
  return Object.values(UPLOAD_KINDS).find((k) => k.slug === slug);
}

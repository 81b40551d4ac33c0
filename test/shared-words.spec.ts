import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as contracts from '@marketplace/contracts';
import {
  ERASURE_STATUSES,
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_STATUSES,
  JOURNEY_EVENT_TYPES,
  MERCHANT_APPLICATION_STATUSES,
  PAYOUT_STATUSES,
  PENDING_CHANGE_STATUSES,
  SMS_CAMPAIGN_STATUSES,
  SMS_TEMPLATE_KINDS,
  SUBMISSION_STATES,
  TEXT_DELIVERY_STATUSES,
  TICKET_CATEGORIES,
  TICKET_STATUSES,
  UPLOAD_KINDS,
  UPLOAD_STATUSES,
} from '@marketplace/contracts';
import { getMetadataArgsStorage } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { JourneyEvent } from '../src/modules/applications/journey-event.entity';
import { PendingChange } from '../src/modules/approvals/pending-change.entity';
import { DataBreachNotice } from '../src/modules/breaches/data-breach-notice.entity';
import { Grievance } from '../src/modules/grievances/grievance.entity';
import { LenderSubmission } from '../src/modules/lender-integrations/lender-submission.entity';
import { MerchantApplication } from '../src/modules/merchant-signup/merchant-application.entity';
import { SmsCampaignRecipient } from '../src/modules/messaging/sms-campaign-recipient.entity';
import { SmsCampaign } from '../src/modules/messaging/sms-campaign.entity';
import { SmsTemplate } from '../src/modules/messaging/sms-template.entity';
import { PartnerPayout } from '../src/modules/partner-payouts/partner-payout.entity';
import { PartnerTicket } from '../src/modules/partner-portal/partner-ticket.entity';
import { CustomerDeletion } from '../src/modules/privacy/customer-deletion.entity';
import { Upload } from '../src/modules/uploads/upload.entity';

const root = join(__dirname, '..');

/** The words the server and the apps share, each declared once in packages/contracts. */
const VOCABULARIES = Object.entries(contracts).filter(
  (entry): entry is [string, readonly string[]] =>
    /_(STATUSES|STATES|STAGES|STEPS|GROUPS|CATEGORIES|KINDS|TYPES)$/.test(entry[0]) &&
    Array.isArray(entry[1]),
);

/** Each table's CHECK constraint and the vocabulary it must allow, no more and no fewer. */
const CHECKS: [entity: object, name: string, allowed: readonly string[]][] = [
  [JourneyEvent, 'CHK_journey_events_type', JOURNEY_EVENT_TYPES],
  [Grievance, 'CHK_grievances_category', GRIEVANCE_CATEGORIES],
  [Grievance, 'CHK_grievances_status', GRIEVANCE_STATUSES],
  [PartnerTicket, 'CHK_partner_tickets_category', TICKET_CATEGORIES],
  [PartnerTicket, 'CHK_partner_tickets_status', TICKET_STATUSES],
  // A month with no row is awaited: only its decisions are stored.
  [PartnerPayout, 'CHK_partner_payouts_status', PAYOUT_STATUSES.filter((s) => s !== 'awaited')],
  [MerchantApplication, 'CHK_merchant_applications_status', MERCHANT_APPLICATION_STATUSES],
  [CustomerDeletion, 'CHK_customer_deletions_status', ERASURE_STATUSES],
  [Upload, 'CHK_uploads_kind', UPLOAD_KINDS],
  [Upload, 'CHK_uploads_status', UPLOAD_STATUSES],
  [LenderSubmission, 'CHK_lender_submissions_status', SUBMISSION_STATES],
  [SmsCampaign, 'CHK_sms_campaigns_status', SMS_CAMPAIGN_STATUSES],
  [SmsTemplate, 'CHK_sms_templates_kind', SMS_TEMPLATE_KINDS],
  [SmsCampaignRecipient, 'CHK_sms_campaign_recipients_status', TEXT_DELIVERY_STATUSES],
  [DataBreachNotice, 'CHK_data_breach_notices_status', TEXT_DELIVERY_STATUSES],
  [PendingChange, 'CHK_pending_changes_status', PENDING_CHANGE_STATUSES],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.(medium-)?spec\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The words written out again in order, as an array (`['a', 'b']`) or a union (`'a' | 'b'`). */
function copyOf(words: readonly string[]): RegExp {
  const quoted = words.map((w) => `['"]${w}['"]`);
  return new RegExp(
    `\\[\\s*${quoted.join('\\s*,\\s*')}\\s*,?\\s*\\]|${quoted.join('\\s*\\|\\s*')}`,
  );
}

describe('the shared words', () => {
  it("are what each table's CHECK constraint allows", () => {
    const checks = getMetadataArgsStorage().checks;
    for (const [entity, name, allowed] of CHECKS) {
      const check = checks.find((c) => c.target === entity && c.name === name);
      expect(check, name).toBeDefined();
      const words = [...check!.expression.matchAll(/'([^']+)'/g)].map(([, w]) => w);
      expect(words.sort(), name).toEqual([...allowed].sort());
    }
  });

  it('are not written out again by the server or the apps', () => {
    const copies: string[] = [];
    for (const dir of ['src', 'admin-ui/src', 'consumer-ui/src'])
      for (const path of sourceFiles(join(root, dir))) {
        const source = readFileSync(path, 'utf8');
        for (const [name, words] of VOCABULARIES)
          if (copyOf(words).test(source)) copies.push(`${relative(root, path)}: ${name}`);
      }
    expect(copies).toEqual([]);
  });
});

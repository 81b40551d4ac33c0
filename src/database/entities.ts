import { SmsCampaign } from '../modules/messaging/sms-campaign.entity';
import { SmsCampaignRecipient } from '../modules/messaging/sms-campaign-recipient.entity';
import { SmsTemplate } from '../modules/messaging/sms-template.entity';
import { CallDisposition } from '../modules/telecalling/call-disposition.entity';
import { CallLead } from '../modules/telecalling/call-lead.entity';
import { TelecallingAgent } from '../modules/telecalling/telecalling-agent.entity';
import { AdminUser } from '../modules/admins/admin-user.entity';
import { ApplicationStatusHistory } from '../modules/applications/application-status-history.entity';
import { Application } from '../modules/applications/application.entity';
import { JourneyEvent } from '../modules/applications/journey-event.entity';
import { DailyFunnel, DailyNotMatched } from '../modules/reports/daily-funnel.entity';
import { JourneyProgress } from '../modules/reports/journey-progress.entity';
import { LenderTransaction } from '../modules/applications/lender-transaction.entity';
import { ProspectApplication } from '../modules/applications/prospect-application.entity';
import { AuditLog } from '../modules/audit/audit-log.entity';
import { OtpCode } from '../modules/auth/otp-code.entity';
import { OtpSendLog } from '../modules/auth/otp-send-log.entity';
import { PartnerSignInToken } from '../modules/auth/partner-sign-in-token.entity';
import { RevokedToken } from '../modules/auth/revoked-token.entity';
import { CreditCardCategory } from '../modules/cards/credit-card-category.entity';
import { CsrNote } from '../modules/csr/csr-note.entity';
import { CsrReveal } from '../modules/csr/csr-reveal.entity';
import { LenderIntegration } from '../modules/lender-integrations/lender-integration.entity';
import { LenderSubmission } from '../modules/lender-integrations/lender-submission.entity';
import { LenderWebhookEvent } from '../modules/lender-integrations/lender-webhook-event.entity';
import { ConsentRecord } from '../modules/consent/consent-record.entity';
import { Grievance } from '../modules/grievances/grievance.entity';
import { DataBreachNotice } from '../modules/breaches/data-breach-notice.entity';
import { DormancyNotice } from '../modules/privacy/dormancy-notice.entity';
import { DataBreach } from '../modules/breaches/data-breach.entity';
import { KeyFactStatement } from '../modules/kfs/key-fact-statement.entity';
import { HelpRequest } from '../modules/help/help-request.entity';
import { LenderGroup } from '../modules/lenders/lender-group.entity';
import { Lender } from '../modules/lenders/lender.entity';
import { BankHoliday } from '../modules/kfs/bank-holiday.entity';
import { MerchantApplication } from '../modules/merchant-signup/merchant-application.entity';
import { PartnerApiKey } from '../modules/partner-integration/partner-api-key.entity';
import { PartnerLead } from '../modules/partner-integration/partner-lead.entity';
import { Merchant } from '../modules/merchants/merchant.entity';
import { Faq } from '../modules/partner-portal/faq.entity';
import { PartnerBanner } from '../modules/partner-portal/partner-banner.entity';
import { PartnerPayout } from '../modules/partner-payouts/partner-payout.entity';
import {
  PartnerTicket,
  PartnerTicketMessage,
} from '../modules/partner-portal/partner-ticket.entity';
import { PartnerUser } from '../modules/partners/partner-user.entity';
import { Partner } from '../modules/partners/partner.entity';
import { TrackingLink } from '../modules/tracking-links/tracking-link.entity';
import { TrackingLinkClick } from '../modules/tracking-links/tracking-link-click.entity';
import { AdminGrant } from '../modules/approvals/admin-grant.entity';
import { PendingChange } from '../modules/approvals/pending-change.entity';
import { CustomerDeletion } from '../modules/privacy/customer-deletion.entity';
import { Product } from '../modules/products/product.entity';
import { Language } from '../modules/reference/language.entity';
import { SmartListOption } from '../modules/reference/smart-list-option.entity';
import { Commission } from '../modules/revenue/commission.entity';
import { LenderRevenueItem } from '../modules/revenue/lender-revenue-item.entity';
import { RevenueType } from '../modules/revenue/revenue-type.entity';
import { AnonymousSession } from '../modules/session/anonymous-session.entity';
import { SessionCookie } from '../modules/session/session-cookie.entity';
import { MisRecord } from '../modules/uploads/mis-record.entity';
import { UploadRowError } from '../modules/uploads/upload-row-error.entity';
import { Upload } from '../modules/uploads/upload.entity';
import { User } from '../modules/users/user.entity';
import { InsuranceTransaction } from '../modules/insurance/insurance-transaction.entity';
import { Insurer } from '../modules/insurance/insurer.entity';

/** Every entity of the domain, listed once: used by the app, the CLI and the tests. */
export const entities = [
  // Reference and catalogue
  Language,
  SmartListOption,
  Product,
  RevenueType,
  Lender,
  LenderGroup,
  LenderRevenueItem,
  BankHoliday,
  CreditCardCategory,
  Insurer,
  // Partners and back office
  Partner,
  Merchant,
  PartnerUser,
  PartnerPayout,
  PartnerTicket,
  PartnerTicketMessage,
  Faq,
  PartnerBanner,
  TrackingLink,
  TrackingLinkClick,
  PendingChange,
  AdminGrant,
  PartnerApiKey,
  MerchantApplication,
  AdminUser,
  // Consumers and their applications
  User,
  ProspectApplication,
  Application,
  ApplicationStatusHistory,
  LenderTransaction,
  InsuranceTransaction,
  HelpRequest,
  Grievance,
  DataBreach,
  DataBreachNotice,
  DormancyNotice,
  ConsentRecord,
  KeyFactStatement,
  JourneyEvent,
  DailyFunnel,
  JourneyProgress,
  DailyNotMatched,
  PartnerLead,
  CsrNote,
  CsrReveal,
  LenderIntegration,
  LenderSubmission,
  LenderWebhookEvent,
  CallLead,
  CallDisposition,
  TelecallingAgent,
  SmsTemplate,
  SmsCampaign,
  SmsCampaignRecipient,
  CustomerDeletion,
  // Uploads and what they feed
  Upload,
  UploadRowError,
  Commission,
  MisRecord,
  // Auth and session state
  OtpCode,
  OtpSendLog,
  RevokedToken,
  PartnerSignInToken,
  SessionCookie,
  AnonymousSession,
  AuditLog,
];

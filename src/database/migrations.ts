import { CreateDomainSchema1795279621939 } from '../../migrations/1795279621939-CreateDomainSchema';
import { SeedReferenceData1795279626062 } from '../../migrations/1795279626062-SeedReferenceData';
import { AddConsumerJourneyFields1795282263018 } from '../../migrations/1795282263018-AddConsumerJourneyFields';
import { NotifyPrincipalChanges1795282263019 } from '../../migrations/1795282263019-NotifyPrincipalChanges';
import { AddUploadSummaryAndCardKind1795282489561 } from '../../migrations/1795282489561-AddUploadSummaryAndCardKind';
import { ReshapeMisRecordsForBulkLoad1795292521732 } from '../../migrations/1795292521732-ReshapeMisRecordsForBulkLoad';
import { AllowUploadAgainAfterFailure1795417625396 } from '../../migrations/1795417625396-AllowUploadAgainAfterFailure';
import { AddAnonymousSessions1795417983213 } from '../../migrations/1795417983213-AddAnonymousSessions';
import { MerchantManagementAndPayouts1795575302500 } from '../../migrations/1795575302500-MerchantManagementAndPayouts';
import { AddPartnerTickets1795579452365 } from '../../migrations/1795579452365-AddPartnerTickets';
import { AddFaqs1795580101832 } from '../../migrations/1795580101832-AddFaqs';
import { AddPartnerSettings1795580517488 } from '../../migrations/1795580517488-AddPartnerSettings';
import { AddPartnerBanners1795581236512 } from '../../migrations/1795581236512-AddPartnerBanners';
import { PartnerApiKeysLeadsAndMerchantApplications1795597606252 } from '../../migrations/1795597606252-PartnerApiKeysLeadsAndMerchantApplications';
import { AddJourneyEvents1795600223242 } from '../../migrations/1795600223242-AddJourneyEvents';
import { AddDailyFunnelRollup1795603000000 } from '../../migrations/1795603000000-AddDailyFunnelRollup';
import { AddJourneyProgress1795610000000 } from '../../migrations/1795610000000-AddJourneyProgress';
import { ReportColumns1795611000000 } from '../../migrations/1795611000000-ReportColumns';
import { NotifyConsumerChanges1795612000000 } from '../../migrations/1795612000000-NotifyConsumerChanges';
import { AddPartnerSignInTokens1795636048407 } from '../../migrations/1795636048407-AddPartnerSignInTokens';
import { AddGrievances1795640138319 } from '../../migrations/1795640138319-AddGrievances';
import { AddConsentRecords1795646424014 } from '../../migrations/1795646424014-AddConsentRecords';
import { ErasureRecords1795646952008 } from '../../migrations/1795646952008-ErasureRecords';
import { AddKeyFactStatements1795650184818 } from '../../migrations/1795650184818-AddKeyFactStatements';
import { AddTelecalling1795660553585 } from '../../migrations/1795660553585-AddTelecalling';
import { AddSmsTemplates1795662951367 } from '../../migrations/1795662951367-AddSmsTemplates';
import { AddSmsCampaigns1795663824367 } from '../../migrations/1795663824367-AddSmsCampaigns';
import { AddAdminUserManagement1795672172321 } from '../../migrations/1795672172321-AddAdminUserManagement';
import { AddLenderProducts1795673288358 } from '../../migrations/1795673288358-AddLenderProducts';
import { AddTrackingLinkClicks1795674074626 } from '../../migrations/1795674074626-AddTrackingLinkClicks';
import { AddPendingChanges1795683990619 } from '../../migrations/1795683990619-AddPendingChanges';
import { AddPartnerSessionVersion1795686830945 } from '../../migrations/1795686830945-AddPartnerSessionVersion';
import { HoldPartnerLeadsUntilSignIn1795700100000 } from '../../migrations/1795700100000-HoldPartnerLeadsUntilSignIn';
import { ScopePartnerTicketsToMerchants1795701000000 } from '../../migrations/1795701000000-ScopePartnerTicketsToMerchants';
import { AddAdminGrants1795702000000 } from '../../migrations/1795702000000-AddAdminGrants';
import { AddCsrReveals1795703100000 } from '../../migrations/1795703100000-AddCsrReveals';
import { AddLenderPricingAndBankHolidays1795710000000 } from '../../migrations/1795710000000-AddLenderPricingAndBankHolidays';
import { AddLenderIntegrations1795729458618 } from '../../migrations/1795729458618-AddLenderIntegrations';
import { AddPayoutTaxLines1795730000000 } from '../../migrations/1795730000000-AddPayoutTaxLines';
import { AddErasureNotices1795730100000 } from '../../migrations/1795730100000-AddErasureNotices';
import { AddSmsReplyConsentChannel1795730200000 } from '../../migrations/1795730200000-AddSmsReplyConsentChannel';
import { AddSmsTemplateKind1795730300000 } from '../../migrations/1795730300000-AddSmsTemplateKind';
import { AddDataBreaches1795735000000 } from '../../migrations/1795735000000-AddDataBreaches';
import { AddSmsTemplateDltIdHi1795735100000 } from '../../migrations/1795735100000-AddSmsTemplateDltIdHi';
import { AddSmsCampaignRecipientClaimedAt1795750000000 } from '../../migrations/1795750000000-AddSmsCampaignRecipientClaimedAt';
import { RollUpApplicationsByTheirOwnPartner1795800000000 } from '../../migrations/1795800000000-RollUpApplicationsByTheirOwnPartner';
import { CheckStatusHistoryApplicationsPerStatement1795900000400 } from '../../migrations/1795900000400-CheckStatusHistoryApplicationsPerStatement';
import { IndexAppliedWebhooksByApplication1795900000500 } from '../../migrations/1795900000500-IndexAppliedWebhooksByApplication';
import { CheckStatusHistoryReferencesPerStatement1795800100000 } from '../../migrations/1795800100000-CheckStatusHistoryReferencesPerStatement';
import { AddAnalyticsConsentPurpose1795810000000 } from '../../migrations/1795810000000-AddAnalyticsConsentPurpose';
import { AddDataBreachNotices1795810100000 } from '../../migrations/1795810100000-AddDataBreachNotices';
import { AddDormancyNotices1795810200000 } from '../../migrations/1795810200000-AddDormancyNotices';
import { MoveProductAnswersToApplications1795830000000 } from '../../migrations/1795830000000-MoveProductAnswersToApplications';
import { StoreUploadedImagesAsPaths1795830100000 } from '../../migrations/1795830100000-StoreUploadedImagesAsPaths';
import { AddInsurers1795840000000 } from '../../migrations/1795840000000-AddInsurers';

/**
 * Every migration, in order. Listed by import (not by glob) so that the app, the CLI, and the tests
 * running TypeScript directly all load the same classes.
 */
export const migrations = [
  CreateDomainSchema1795279621939,
  SeedReferenceData1795279626062,
  AddConsumerJourneyFields1795282263018,
  NotifyPrincipalChanges1795282263019,
  AddUploadSummaryAndCardKind1795282489561,
  ReshapeMisRecordsForBulkLoad1795292521732,
  AllowUploadAgainAfterFailure1795417625396,
  AddAnonymousSessions1795417983213,
  MerchantManagementAndPayouts1795575302500,
  AddPartnerTickets1795579452365,
  AddFaqs1795580101832,
  AddPartnerSettings1795580517488,
  AddPartnerBanners1795581236512,
  PartnerApiKeysLeadsAndMerchantApplications1795597606252,
  AddJourneyEvents1795600223242,
  AddDailyFunnelRollup1795603000000,
  AddJourneyProgress1795610000000,
  ReportColumns1795611000000,
  NotifyConsumerChanges1795612000000,
  AddPartnerSignInTokens1795636048407,
  AddGrievances1795640138319,
  AddConsentRecords1795646424014,
  ErasureRecords1795646952008,
  AddKeyFactStatements1795650184818,
  AddTelecalling1795660553585,
  AddSmsTemplates1795662951367,
  AddSmsCampaigns1795663824367,
  AddAdminUserManagement1795672172321,
  AddLenderProducts1795673288358,
  AddTrackingLinkClicks1795674074626,
  AddPendingChanges1795683990619,
  AddPartnerSessionVersion1795686830945,
  HoldPartnerLeadsUntilSignIn1795700100000,
  ScopePartnerTicketsToMerchants1795701000000,
  AddAdminGrants1795702000000,
  AddCsrReveals1795703100000,
  AddLenderPricingAndBankHolidays1795710000000,
  AddLenderIntegrations1795729458618,
  AddPayoutTaxLines1795730000000,
  AddErasureNotices1795730100000,
  AddSmsReplyConsentChannel1795730200000,
  AddSmsTemplateKind1795730300000,
  AddDataBreaches1795735000000,
  AddSmsTemplateDltIdHi1795735100000,
  AddSmsCampaignRecipientClaimedAt1795750000000,
  RollUpApplicationsByTheirOwnPartner1795800000000,
  CheckStatusHistoryReferencesPerStatement1795800100000,
  AddAnalyticsConsentPurpose1795810000000,
  AddDataBreachNotices1795810100000,
  AddDormancyNotices1795810200000,
  MoveProductAnswersToApplications1795830000000,
  StoreUploadedImagesAsPaths1795830100000,
  AddInsurers1795840000000,
  CheckStatusHistoryApplicationsPerStatement1795900000400,
  IndexAppliedWebhooksByApplication1795900000500,
];

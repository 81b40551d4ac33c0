import {
  UPLOAD_KINDS,
  UPLOAD_STATUSES,
  type UploadKind,
  type UploadStatus,
} from '@marketplace/contracts';
import { PRODUCT_CODES } from '@marketplace/contracts';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter, IdFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `from` and `to`: India days, both included (on the report's own date column). */
class DayRangeFilter extends BaseListFilter {
  @IsOptional()
  @Matches(ISO_DATE, rule('FIELD_DATE', { field: 'filter from' }))
  @IsString(rule('FIELD_DATE', { field: 'filter from' }))
  from?: string;

  @IsOptional()
  @Matches(ISO_DATE, rule('FIELD_DATE', { field: 'filter to' }))
  @IsString(rule('FIELD_DATE', { field: 'filter to' }))
  to?: string;
}

/** The applications report's filters; `q` is an application id or the mobile's last digits. */
export class ApplicationsReportFilter extends DayRangeFilter {
  @IsOptional()
  @MaxLength(60, rule('FIELD_MAX_LENGTH', { field: 'filter status', max: 60 }))
  @IsString(rule('FIELD_TEXT', { field: 'filter status' }))
  status?: string;

  @IsOptional()
  @IsIn(PRODUCT_CODES, rule('OPTION_INVALID', { field: 'filter product' }))
  product?: string;

  @IdFilter('partner_id')
  partner_id?: number;

  @IdFilter('merchant_id')
  merchant_id?: number;

  @IdFilter('lender_id')
  lender_id?: number;

  @IsOptional()
  @MaxLength(255, rule('FIELD_MAX_LENGTH', { field: 'filter utm_campaign', max: 255 }))
  @IsString(rule('FIELD_TEXT', { field: 'filter utm_campaign' }))
  utm_campaign?: string;
}

export const APPLICATIONS_REPORT: ListSpec<ApplicationsReportFilter> = {
  filter: ApplicationsReportFilter,
  sortable: {
    applied_at: 'a.created_at',
    status: 'a.status',
    desired_amount: 'a.desired_amount',
    sanctioned_at: 'a.sanctioned_at',
    disbursed_amount: 'a.disbursed_amount',
    disbursed_at: 'a.disbursed_at',
  },
  defaultSort: ['applied_at', 'DESC'],
};

/** The hand-offs report's filters (`from`/`to` on the hand-off's time). */
export class HandOffsReportFilter extends DayRangeFilter {
  @IsOptional()
  @IsIn(PRODUCT_CODES, rule('OPTION_INVALID', { field: 'filter product' }))
  product?: string;

  @IdFilter('partner_id')
  partner_id?: number;

  @IdFilter('lender_id')
  lender_id?: number;
}

export const HAND_OFFS_REPORT: ListSpec<HandOffsReportFilter> = {
  filter: HandOffsReportFilter,
  sortable: { handed_off_at: 't.created_at', status: 't.status' },
  defaultSort: ['handed_off_at', 'DESC'],
};

/** The uploads report's filters (`from`/`to` on the upload's time). */
export class UploadsReportFilter extends DayRangeFilter {
  @IsOptional()
  @IsIn([...UPLOAD_KINDS], rule('OPTION_INVALID', { field: 'filter kind' }))
  kind?: UploadKind;

  @IsOptional()
  @IsIn([...UPLOAD_STATUSES], rule('OPTION_INVALID', { field: 'filter status' }))
  status?: UploadStatus;

  @IdFilter('admin_id')
  admin_id?: number;
}

export const UPLOADS_REPORT: ListSpec<UploadsReportFilter> = {
  filter: UploadsReportFilter,
  sortable: {
    uploaded_at: 'up.created_at',
    kind: 'up.kind',
    rows_total: 'up.rows_total',
    error_count: 'up.error_count',
  },
  defaultSort: ['uploaded_at', 'DESC'],
};

/** GET /api/admin/reports/{report}/export?format=csv|xlsx&filter={…}: the list's filters. */
export class ReportExportQuery {
  @IsIn(['csv', 'xlsx'], rule('OPTION_INVALID', { field: 'format' }))
  format!: 'csv' | 'xlsx';

  @IsOptional()
  @MaxLength(4000, rule('FIELD_MAX_LENGTH', { field: 'filter', max: 4000 }))
  @IsString(rule('LIST_PARAM_NOT_TEXT', { field: 'filter', example: '{"status":"disbursed"}' }))
  filter?: string;
}

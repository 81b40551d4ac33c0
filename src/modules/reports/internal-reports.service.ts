import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { AdminPrincipal } from '../../common/auth/principal';
import { type ListQuery, parseListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { istTime, productName, rupees, statusName } from '../../common/export-formats';
import { type ExportColumn, tableCsv, tableXlsx } from '../../common/table-export';
import { AuditService } from '../audit/audit.service';
import {
  APPLICATIONS_REPORT,
  type ApplicationsReportFilter,
  HAND_OFFS_REPORT,
  type HandOffsReportFilter,
  type ReportExportQuery,
  UPLOADS_REPORT,
  type UploadsReportFilter,
} from './dto/internal-report.filters';
import {
  type ApplicationReportRow,
  type HandOffReportRow,
  type InternalReportName,
  InternalReportsRepository,
  type UploadReportRow,
} from './internal-reports.repository';

export type InternalReport = InternalReportName;

const amount = (v: string | null) => (v === null ? null : Number(v));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const applicationView = (r: ApplicationReportRow) => ({
  ...r,
  desired_amount: amount(r.desired_amount),
  sanctioned_amount: amount(r.sanctioned_amount),
  disbursed_amount: amount(r.disbursed_amount),
  applied_at: r.applied_at.toISOString(),
  sanctioned_at: iso(r.sanctioned_at),
  disbursed_at: iso(r.disbursed_at),
});
const handOffView = (r: HandOffReportRow) => ({
  ...r,
  handed_off_at: r.handed_off_at.toISOString(),
});
const uploadView = (r: UploadReportRow) => ({
  ...r,
  uploaded_at: r.uploaded_at.toISOString(),
  finished_at: iso(r.finished_at),
});

type ApplicationView = ReturnType<typeof applicationView>;
type HandOffView = ReturnType<typeof handOffView>;
type UploadView = ReturnType<typeof uploadView>;

const APPLICATION_COLUMNS: ExportColumn<ApplicationView>[] = [
  { key: 'id', header: 'Application id' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'product', header: 'Product', format: productName },
  { key: 'partner', header: 'Partner' },
  { key: 'merchant', header: 'Merchant' },
  { key: 'utm_source', header: 'UTM source' },
  { key: 'utm_medium', header: 'UTM medium' },
  { key: 'utm_campaign', header: 'UTM campaign' },
  { key: 'status', header: 'Status', format: statusName },
  { key: 'sub_status', header: 'Sub-status' },
  { key: 'lender', header: 'Lender' },
  { key: 'desired_amount', header: 'Amount asked (₹)', format: rupees },
  { key: 'sanctioned_amount', header: 'Sanctioned amount (₹)', format: rupees },
  { key: 'disbursed_amount', header: 'Disbursed amount (₹)', format: rupees },
  { key: 'applied_at', header: 'Applied (IST)', format: istTime },
  { key: 'sanctioned_at', header: 'Sanctioned (IST)', format: istTime },
  { key: 'disbursed_at', header: 'Disbursed (IST)', format: istTime },
];
const HAND_OFF_COLUMNS: ExportColumn<HandOffView>[] = [
  { key: 'id', header: 'Hand-off id' },
  { key: 'application_id', header: 'Application id' },
  { key: 'mobile', header: 'Mobile' },
  { key: 'product', header: 'Product', format: productName },
  { key: 'lender', header: 'Lender' },
  { key: 'partner', header: 'Partner' },
  { key: 'status', header: 'Status' },
  { key: 'handed_off_at', header: 'Handed off (IST)', format: istTime },
];
const UPLOAD_COLUMNS: ExportColumn<UploadView>[] = [
  { key: 'id', header: 'Upload id' },
  { key: 'kind', header: 'Kind' },
  { key: 'file_name', header: 'File' },
  { key: 'admin', header: 'Uploaded by' },
  { key: 'status', header: 'Status' },
  { key: 'rows_total', header: 'Rows' },
  { key: 'rows_updated', header: 'Rows loaded' },
  { key: 'error_count', header: 'Errors' },
  { key: 'uploaded_at', header: 'Uploaded (IST)', format: istTime },
  { key: 'finished_at', header: 'Finished (IST)', format: istTime },
];

async function* mapped<R, V>(rows: AsyncIterable<R>, view: (row: R) => V) {
  for await (const row of rows) yield view(row);
}

/** An export: its stream and the number of rows it will carry. */
export interface ReportExport {
  stream: Readable;
  total: number;
}

/**
 * The internal reports (the back office's /admin/internal-report, roles 1 and 2): applications,
 * hand-offs and uploads as pages in react-admin's dialect, and each whole filtered set as CSV or
 * .xlsx, streamed, every export written to the audit trail with its filters and row count.
 */
@Injectable()
export class InternalReportsService {
  constructor(
    private readonly reports: InternalReportsRepository,
    private readonly audit: AuditService,
  ) {}

  async applications(query: ListQuery<ApplicationsReportFilter>) {
    const [rows, total] = await this.reports.applicationsPage(query);
    return new RestPage('applications', rows.map(applicationView), query.start, total);
  }

  async handOffs(query: ListQuery<HandOffsReportFilter>) {
    const [rows, total] = await this.reports.handOffsPage(query);
    return new RestPage('hand-offs', rows.map(handOffView), query.start, total);
  }

  async uploads(query: ListQuery<UploadsReportFilter>) {
    const [rows, total] = await this.reports.uploadsPage(query);
    return new RestPage('uploads', rows.map(uploadView), query.start, total);
  }

  /** GET /api/admin/reports/{report}/export: audited, then streamed newest first. */
  async export(
    admin: AdminPrincipal,
    report: InternalReport,
    { format, filter }: ReportExportQuery,
  ): Promise<ReportExport> {
    const asked = filter === undefined ? {} : { filter };
    const f = parseListQuery(asked, SPECS[report]).filter;
    const total = await this.reports.count(report, f);
    await this.audit.record(admin, {
      action: 'export',
      entity: `report_${report.replace('-', '_')}`,
      newValue: { format, filter: f, rows: total },
    });
    const columns = {
      applications: APPLICATION_COLUMNS,
      'hand-offs': HAND_OFF_COLUMNS,
      uploads: UPLOAD_COLUMNS,
    };
    // A CSV is written by PostgreSQL (COPY); a workbook, or any file on the embedded database,
    // from the rows read here in keyset pages.
    const copied = format === 'csv' ? await this.reports.copyCsv(report, f, columns[report]) : null;
    if (copied) return { stream: copied, total };
    const sheet = { applications: 'Applications', 'hand-offs': 'Hand-offs', uploads: 'Uploads' };
    const table = <V>(columns: ExportColumn<V>[], rows: AsyncIterable<V>) =>
      format === 'xlsx' ? tableXlsx(columns, rows, sheet[report]) : tableCsv(columns, rows);
    const stream =
      report === 'applications'
        ? table(APPLICATION_COLUMNS, mapped(this.reports.applicationsAll(f), applicationView))
        : report === 'hand-offs'
          ? table(HAND_OFF_COLUMNS, mapped(this.reports.handOffsAll(f), handOffView))
          : table(UPLOAD_COLUMNS, mapped(this.reports.uploadsAll(f), uploadView));
    return { stream, total };
  }
}

const SPECS = {
  applications: APPLICATIONS_REPORT,
  'hand-offs': HAND_OFFS_REPORT,
  uploads: UPLOADS_REPORT,
} as const;

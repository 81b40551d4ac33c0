import type { ComponentType } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AssessmentIcon from '@mui/icons-material/Assessment';
import CampaignIcon from '@mui/icons-material/Campaign';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GavelIcon from '@mui/icons-material/Gavel';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import HistoryIcon from '@mui/icons-material/History';
import LinkIcon from '@mui/icons-material/Link';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RuleIcon from '@mui/icons-material/Rule';
import StoreIcon from '@mui/icons-material/Store';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import TimelineIcon from '@mui/icons-material/Timeline';
import ToggleOnIcon from '@mui/icons-material/ToggleOn';
// The one role table (ADMIN_PAGES), shared with the server through the contracts package.
import { ADMIN_PAGES, roleMayOpen, type AdminPageName } from '@marketplace/contracts';

export { ADMIN_PAGES, roleMayOpen, type AdminPageName };

/** Where the app lives; react-router paths below are relative to it. */
export const BASENAME = '/admin';
export const adminPath = (path: string) => `${BASENAME}${path.startsWith('/') ? '' : '/'}${path}`;

export interface MenuEntry {
  page: AdminPageName;
  path: string;
  label: string;
  icon: ComponentType;
}

/** The back office's side menu, in its order (Logout is added by the menu itself). */
export const MENU: MenuEntry[] = [
  { page: 'dashboard', path: '/dashboard', label: 'app.menu.dashboard', icon: DashboardIcon },
  { page: 'mis-upload', path: '/mis-upload', label: 'app.menu.mis_upload', icon: CloudUploadIcon },
  {
    page: 'vendors-on-off',
    path: '/vendors-on-off',
    label: 'app.menu.vendors_on_off',
    icon: ToggleOnIcon,
  },
  { page: 'lenders', path: '/lenders', label: 'app.menu.lenders', icon: AccountBalanceIcon },
  // Not in the spec's menu: the holidays a KFS's validity skips, on the lenders page's roles.
  {
    page: 'lenders',
    path: '/bank-holidays',
    label: 'app.menu.bank_holidays',
    icon: EventBusyIcon,
  },
  // Not in the spec's menu: the insurers of Other Insurance, configured like lenders.
  { page: 'lenders', path: '/insurers', label: 'app.menu.insurers', icon: HealthAndSafetyIcon },
  {
    page: 'customer-eligibility',
    path: '/customer-eligibility',
    label: 'app.menu.customer_eligibility',
    icon: RuleIcon,
  },
  { page: 'csr-portal', path: '/csr-portal', label: 'app.menu.csr_portal', icon: SupportAgentIcon },
  {
    page: 'internal-report',
    path: '/internal-report',
    label: 'app.menu.internal_report',
    icon: AssessmentIcon,
  },
  {
    page: 'customer-info-deletion',
    path: '/customer-deletions',
    label: 'app.menu.customer_info_deletion',
    icon: PersonRemoveIcon,
  },
  {
    page: 'customers-journey',
    path: '/customers-journey',
    label: 'app.menu.customers_journey',
    icon: TimelineIcon,
  },
  {
    page: 'user-management',
    path: '/user-management',
    label: 'app.menu.user_management',
    icon: ManageAccountsIcon,
  },
  {
    page: 'commission-upload-file',
    path: '/commission-upload-file',
    label: 'app.menu.commission_upload_file',
    icon: RequestQuoteIcon,
  },
  {
    page: 'application-status-file',
    path: '/application-status-file',
    label: 'app.menu.application_status_file',
    icon: FactCheckIcon,
  },
  {
    page: 'merchant-management',
    path: '/merchant-management',
    label: 'app.menu.merchant_management',
    icon: StoreIcon,
  },
  {
    page: 'tracking-links',
    path: '/tracking-links',
    label: 'app.menu.tracking_links',
    icon: LinkIcon,
  },
  {
    page: 'credit-cards',
    path: '/credit-cards',
    label: 'app.menu.credit_cards',
    icon: CreditCardIcon,
  },
  { page: 'partners', path: '/partners', label: 'app.menu.partners', icon: HandshakeIcon },
  { page: 'messaging', path: '/messaging', label: 'app.menu.messaging', icon: CampaignIcon },
  {
    page: 'telecalling',
    path: '/telecalling',
    label: 'app.menu.telecalling',
    icon: PhoneInTalkIcon,
  },
  // Not in the spec's menu: maker-checker's changes waiting for approval, role 1.
  {
    page: 'pending-changes',
    path: '/pending-changes',
    label: 'app.menu.pending_changes',
    icon: PendingActionsIcon,
  },
  // Not in the spec's menu: grievance redressal, role 1.
  { page: 'grievances', path: '/grievances', label: 'app.menu.grievances', icon: GavelIcon },
  // Not in the spec's menu: the personal-data breach register, role 1.
  {
    page: 'data-breaches',
    path: '/data-breaches',
    label: 'app.menu.data_breaches',
    icon: ReportProblemIcon,
  },
  // Not in the spec's menu: the audit trail of the catalogue API, role 1 only (as its API).
  { page: 'user-management', path: '/audit-log', label: 'app.menu.audit_log', icon: HistoryIcon },
];

export const DOCUMENT_ICON = DescriptionIcon;

/** Bull Board (served by the API, role 1): opened after POST /api/admin/queues/session. */
export const QUEUES_PATH = '/admin/queues';
export const QUEUES_PAGE: AdminPageName = 'user-management';

/** The admin page whose roles decide a react-admin resource (the same as its API's guard). */
const RESOURCE_PAGES: Record<string, AdminPageName> = {
  'credit-cards': 'credit-cards',
  lenders: 'lenders',
  'lender-groups': 'lenders',
  'lender-revenue': 'lenders',
  'revenue-types': 'lenders',
  'bank-holidays': 'lenders',
  insurers: 'lenders',
  partners: 'partners',
  merchants: 'merchant-management',
  'partner-users': 'merchant-management',
  'partner-payouts': 'merchant-management',
  'partner-tickets': 'merchant-management',
  grievances: 'grievances',
  'data-breaches': 'data-breaches',
  'customer-deletions': 'customer-info-deletion',
  'merchant-applications': 'merchant-management',
  faqs: 'merchant-management',
  'partner-banners': 'merchant-management',
  'audit-log': 'user-management',
  'admin-users': 'user-management',
  'reports/applications': 'internal-report',
  'reports/hand-offs': 'internal-report',
  'reports/uploads': 'internal-report',
  'sms-templates': 'messaging',
  'sms-campaigns': 'messaging',
};

export function pageOf(resource: string): AdminPageName | undefined {
  if (RESOURCE_PAGES[resource]) return RESOURCE_PAGES[resource];
  return resource in ADMIN_PAGES ? (resource as AdminPageName) : undefined;
}

export function mayOpen(roleId: number | undefined, resource: string): boolean {
  const page = pageOf(resource);
  return roleId !== undefined && page !== undefined && roleMayOpen(roleId, page);
}

/**
 * Where a role lands: the dashboard, or, for a role without it (role 3), its
 * first permitted menu entry, so that a refused page never redirects to another refused page.
 */
export function homePath(roleId: number | undefined): string {
  if (mayOpen(roleId, 'dashboard')) return adminPath('/dashboard');
  const first = MENU.find((entry) => mayOpen(roleId, entry.page));
  return adminPath(first ? first.path : '/login');
}

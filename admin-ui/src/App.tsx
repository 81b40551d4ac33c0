import { lazy } from 'react';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { Navigate, Route } from 'react-router-dom';
import auditLog from './audit-log';
import { adminPath, BASENAME, type AdminPageName } from './auth/pages';
import { authProvider } from './authProvider';
import bankHolidays from './bank-holidays';
import insurers from './insurers';
import creditCards from './credit-cards';
import { dataProvider } from './dataProvider';
import erasure from './erasure';
import grievances from './grievances';
import { i18nProvider } from './i18n/i18nProvider';
import { AccessDenied, HomeRedirect } from './layout/AccessDenied';
import { AppLayout } from './layout/AppLayout';
import { ErrorPage } from './layout/ErrorPage';
import { LoginPage } from './layout/LoginPage';
import { Notifications } from './layout/Notifications';
import { PageGuard } from './layout/PageGuard';
import { theme } from './layout/theme';
import lenders from './lenders';
import partners from './partners';
import smsTemplates from './messaging/templates';
import trackingLinks from './tracking-links';

export { BASENAME };

// Every page loads on first visit (route-level code splitting); the layout wraps them in <Suspense>.
const Dashboard = lazy(() => import('./dashboard/Dashboard'));
const MerchantManagementPage = lazy(() => import('./merchants/MerchantManagementPage'));
const InternalReportPage = lazy(() => import('./reports/InternalReportPage'));
const CustomersJourneyPage = lazy(() => import('./reports/CustomersJourneyPage'));
const DataBreachesPage = lazy(() => import('./breaches/DataBreachesPage'));
const csrPage = (name: 'CsrSearchPage' | 'CsrConsumerPage') =>
  lazy(() => import('./csr/CsrPortalPage').then((module) => ({ default: module[name] })));
const CsrSearchPage = csrPage('CsrSearchPage');
const TelecallingPage = lazy(() => import('./telecalling/TelecallingPage'));
const MessagingPage = lazy(() => import('./messaging/MessagingPage'));
const UserManagementPage = lazy(() => import('./users/UserManagementPage'));
const VendorsPage = lazy(() => import('./vendors/VendorsPage'));
const CustomerEligibilityPage = lazy(() => import('./eligibility/CustomerEligibilityPage'));
const PendingChangesPage = lazy(() => import('./approvals/PendingChangesPage'));
const CsrConsumerPage = csrPage('CsrConsumerPage');
const productReport = (name: 'ProductsReport' | 'VendorsProductsReport') =>
  lazy(() => import('./reports/ProductsReportPage').then((module) => ({ default: module[name] })));
const ProductsReport = productReport('ProductsReport');
const VendorsProductsReport = productReport('VendorsProductsReport');
const uploadPage = (name: 'ApplicationStatusFilePage' | 'MisUploadPage' | 'CommissionUploadPage') =>
  lazy(() => import('./uploads/pages').then((module) => ({ default: module[name] })));
const ApplicationStatusFilePage = uploadPage('ApplicationStatusFilePage');
const MisUploadPage = uploadPage('MisUploadPage');
const CommissionUploadPage = uploadPage('CommissionUploadPage');

const guarded = (page: AdminPageName, element: React.ReactNode) => (
  <PageGuard page={page}>{element}</PageGuard>
);

export const App = () => (
  <Admin
    basename={BASENAME}
    disableTelemetry
    dataProvider={dataProvider}
    authProvider={authProvider}
    i18nProvider={i18nProvider}
    loginPage={LoginPage}
    layout={AppLayout}
    notification={Notifications}
    accessDenied={AccessDenied}
    error={ErrorPage}
    theme={theme}
    requireAuth
  >
    <CustomRoutes>
      {/* /admin goes to the admin's home page (the dashboard, or role 3's first page). */}
      <Route path="/" element={<HomeRedirect />} />
      <Route path="/dashboard" element={guarded('dashboard', <Dashboard />)} />
      <Route
        path="/application-status-file"
        element={guarded('application-status-file', <ApplicationStatusFilePage />)}
      />
      <Route path="/mis-upload" element={guarded('mis-upload', <MisUploadPage />)} />
      <Route
        path="/commission-upload-file"
        element={guarded('commission-upload-file', <CommissionUploadPage />)}
      />
      <Route
        path="/merchant-management"
        element={guarded('merchant-management', <MerchantManagementPage />)}
      />
      <Route path="/internal-report" element={guarded('internal-report', <InternalReportPage />)} />
      <Route
        path="/customers-journey"
        element={guarded('customers-journey', <CustomersJourneyPage />)}
      />
      <Route path="/products-report" element={guarded('products-report', <ProductsReport />)} />
      <Route
        path="/vendors-products-report"
        element={guarded('vendors-products-report', <VendorsProductsReport />)}
      />
      <Route path="/data-breaches" element={guarded('data-breaches', <DataBreachesPage />)} />
      {/* Customer Info Deletion's first address, kept for bookmarks and links in e-mails. */}
      <Route
        path="/customer-info-deletion"
        element={<Navigate to={adminPath('/customer-deletions')} replace />}
      />
      <Route path="/csr-portal" element={guarded('csr-portal', <CsrSearchPage />)} />
      <Route path="/csr-portal/:id/:pid" element={guarded('csr-portal', <CsrConsumerPage />)} />
      <Route path="/telecalling" element={guarded('telecalling', <TelecallingPage />)} />
      <Route path="/messaging" element={guarded('messaging', <MessagingPage />)} />
      <Route
        path="/customer-eligibility"
        element={guarded('customer-eligibility', <CustomerEligibilityPage />)}
      />
      <Route path="/vendors-on-off" element={guarded('vendors-on-off', <VendorsPage />)} />
      <Route path="/user-management" element={guarded('user-management', <UserManagementPage />)} />
      <Route path="/pending-changes" element={guarded('pending-changes', <PendingChangesPage />)} />
    </CustomRoutes>
    <Resource name="credit-cards" {...creditCards} />
    <Resource name="lenders" {...lenders} />
    <Resource name="bank-holidays" {...bankHolidays} />
    <Resource name="insurers" {...insurers} />
    <Resource name="partners" {...partners} />
    <Resource name="audit-log" {...auditLog} />
    <Resource name="admin-users" />
    <Resource name="tracking-links" {...trackingLinks} />
    <Resource name="sms-templates" {...smsTemplates} />
    <Resource name="sms-campaigns" />
    <Resource name="pending-changes" />
    <Resource name="lender-groups" />
    <Resource name="lender-revenue" />
    <Resource name="revenue-types" />
    <Resource name="merchants" />
    <Resource name="partner-users" />
    <Resource name="partner-payouts" />
    <Resource name="partner-tickets" />
    <Resource name="grievances" {...grievances} />
    <Resource name="data-breaches" />
    <Resource name="customer-deletions" {...erasure} />
    <Resource name="merchant-applications" />
    <Resource name="faqs" />
    <Resource name="partner-banners" />
    <Resource name="reports/applications" />
    <Resource name="reports/hand-offs" />
    <Resource name="reports/uploads" />
  </Admin>
);

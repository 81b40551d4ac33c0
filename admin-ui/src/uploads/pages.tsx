import { UploadPage } from './UploadPage';

// One lazily loaded chunk for the three upload screens.
export const ApplicationStatusFilePage = () => (
  <UploadPage kind="application-status" title="app.menu.application_status_file" />
);
export const MisUploadPage = () => <UploadPage kind="mis" title="app.menu.mis_upload" />;
export const CommissionUploadPage = () => (
  <UploadPage kind="commission" title="app.menu.commission_upload_file" />
);

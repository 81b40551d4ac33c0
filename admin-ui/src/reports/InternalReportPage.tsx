import { lazy, useState } from 'react';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { adminPath, roleMayOpen } from '../auth/pages';

const PANELS = {
  applications: lazy(() => import('./panels').then((m) => ({ default: m.ApplicationsReport }))),
  'hand-offs': lazy(() => import('./panels').then((m) => ({ default: m.HandOffsReport }))),
  uploads: lazy(() => import('./panels').then((m) => ({ default: m.UploadsReport }))),
};
type TabName = keyof typeof PANELS;

/**
 * /admin/internal-report (roles 1 and 2): the applications, hand-offs and uploads reports, each
 * filtered, sorted and paged by the server and exported whole as CSV or .xlsx; role 1 also has
 * links to the two product reports.
 */
const InternalReportPage = () => {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('applications');
  const Panel = PANELS[tab];
  const { permissions } = usePermissions<number>();
  return (
    <Box>
      {permissions !== undefined && roleMayOpen(permissions, 'products-report') ? (
        <Stack
          direction="row"
          spacing={1}
          component="nav"
          aria-label={translate('app.reports.links')}
          sx={{ mt: 1, flexWrap: 'wrap' }}
          useFlexGap
        >
          <Button
            component={Link}
            to={adminPath('/products-report')}
            size="small"
            variant="outlined"
          >
            {translate('app.reports.products_title')}
          </Button>
          <Button
            component={Link}
            to={adminPath('/vendors-products-report')}
            size="small"
            variant="outlined"
          >
            {translate('app.reports.vendors_title')}
          </Button>
        </Stack>
      ) : null}
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setTab(value)}
        aria-label={translate('app.menu.internal_report')}
        variant="scrollable"
      >
        {(Object.keys(PANELS) as TabName[]).map((name) => (
          <Tab key={name} value={name} label={translate(`app.reports.tabs.${name}`)} />
        ))}
      </Tabs>
      <Panel />
    </Box>
  );
};

export default InternalReportPage;

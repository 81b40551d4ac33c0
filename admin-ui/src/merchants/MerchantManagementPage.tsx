import { lazy, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';

const PartnersPanel = lazy(() => import('./PartnersPanel'));
const PayoutsPanel = lazy(() => import('./PayoutsPanel'));

/**
 * /admin/merchant-management (role 1): partners with their merchants, portal logins, terms and
 * 'Act as partner'; and the partners' monthly payouts.
 */
const MerchantManagementPage = () => {
  const translate = useTranslate();
  const [tab, setTab] = useState<'partners' | 'payouts'>('partners');
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: 'partners' | 'payouts') => setTab(value)}
        aria-label={translate('app.menu.merchant_management')}
        variant="scrollable"
      >
        <Tab value="partners" label={translate('app.merchants.tabs.partners')} />
        <Tab value="payouts" label={translate('app.merchants.tabs.payouts')} />
      </Tabs>
      {tab === 'partners' ? <PartnersPanel /> : <PayoutsPanel />}
    </Box>
  );
};

export default MerchantManagementPage;

import { lazy, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';

const PartnersPanel = lazy(() => import('./PartnersPanel'));
const PayoutsPanel = lazy(() => import('./PayoutsPanel'));
const TicketsPanel = lazy(() => import('./TicketsPanel'));

type TabName = 'partners' | 'payouts' | 'tickets';
const PANELS = { partners: PartnersPanel, payouts: PayoutsPanel, tickets: TicketsPanel };

/**
 * /admin/merchant-management (role 1): partners with their merchants, portal logins, terms and
 * 'Act as partner'; the partners' monthly payouts; and their tickets (Communication).
 */
const MerchantManagementPage = () => {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('partners');
  const Panel = PANELS[tab];
  return (
    <Box>
      <Tabs
        value={tab}
        onChange={(_event, value: TabName) => setTab(value)}
        aria-label={translate('app.menu.merchant_management')}
        variant="scrollable"
      >
        <Tab value="partners" label={translate('app.merchants.tabs.partners')} />
        <Tab value="payouts" label={translate('app.merchants.tabs.payouts')} />
        <Tab value="tickets" label={translate('app.merchants.tabs.tickets')} />
      </Tabs>
      <Panel />
    </Box>
  );
};

export default MerchantManagementPage;

import { lazy, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';

const PartnersPanel = lazy(() => import('./PartnersPanel'));
const PayoutsPanel = lazy(() => import('./PayoutsPanel'));
const TicketsPanel = lazy(() => import('./TicketsPanel'));
const FaqsPanel = lazy(() => import('./FaqsPanel'));

type TabName = 'partners' | 'payouts' | 'tickets' | 'faqs';
const PANELS = {
  partners: PartnersPanel,
  payouts: PayoutsPanel,
  tickets: TicketsPanel,
  faqs: FaqsPanel,
};

/**
 * /admin/merchant-management (role 1): partners with their merchants, portal logins, terms and
 * 'Act as partner'; the partners' monthly payouts; their tickets (Communication); and the portal's FAQs.
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
        <Tab value="faqs" label={translate('app.merchants.tabs.faqs')} />
      </Tabs>
      <Panel />
    </Box>
  );
};

export default MerchantManagementPage;

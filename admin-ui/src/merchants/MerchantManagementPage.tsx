import { lazy, useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';

const PartnersPanel = lazy(() => import('./PartnersPanel'));
const PayoutsPanel = lazy(() => import('./PayoutsPanel'));
const TicketsPanel = lazy(() => import('./TicketsPanel'));
const FaqsPanel = lazy(() => import('./FaqsPanel'));
const BannersPanel = lazy(() => import('./BannersPanel'));
const ApplicationsPanel = lazy(() => import('./ApplicationsPanel'));

type TabName = 'partners' | 'applications' | 'payouts' | 'tickets' | 'faqs' | 'banners';
const PANELS = {
  partners: PartnersPanel,
  applications: ApplicationsPanel,
  payouts: PayoutsPanel,
  tickets: TicketsPanel,
  faqs: FaqsPanel,
  banners: BannersPanel,
};

/**
 * /admin/merchant-management (role 1): partners with their merchants, portal logins, terms and
 * 'Act as partner'; merchant sign-ups to approve or reject; the partners' monthly payouts; their tickets (Communication); the portal's FAQs and banners.
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
        <Tab value="applications" label={translate('app.merchants.tabs.applications')} />
        <Tab value="payouts" label={translate('app.merchants.tabs.payouts')} />
        <Tab value="tickets" label={translate('app.merchants.tabs.tickets')} />
        <Tab value="faqs" label={translate('app.merchants.tabs.faqs')} />
        <Tab value="banners" label={translate('app.merchants.tabs.banners')} />
      </Tabs>
      <Panel />
    </Box>
  );
};

export default MerchantManagementPage;

export { PartnerDashboard } from './components/partner-dashboard';
export { CustomFunnel } from './components/custom-funnel';

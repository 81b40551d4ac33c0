export { PartnerDashboard } from './components/partner-dashboard';

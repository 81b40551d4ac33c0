export { getPartnerAccount, partnerAuth, setPartnerUnauthorizedHandler } from './api/partner-auth';
export { PartnerLoginForm } from './components/partner-login-form';
export { loadPartnerTexts } from './i18n';
export { partnerLogout } from './logout';
export {
  clearPartnerSession,
  getPartnerSession,
  startPartnerSession,
  usePartnerSession,
} from './session';

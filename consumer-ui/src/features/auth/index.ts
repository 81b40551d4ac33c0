export { LoginForm } from './components/login-form';
export { LoginHeadline } from './components/login-headline';
export { OtpForm } from './components/otp-form';
export { logout, CARD_COOKIES } from './logout';
export { signInWithPartnerToken } from './api/otp';
export { startSession } from './start-session';

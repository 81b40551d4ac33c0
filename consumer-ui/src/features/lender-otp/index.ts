export { LenderOtpStep } from './components/lender-otp-step';

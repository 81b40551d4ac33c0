export { DetailsForm, PasswordForm } from './components/settings-forms';

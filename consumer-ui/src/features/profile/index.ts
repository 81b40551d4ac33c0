export { ProfileForm } from './components/profile-form';
export type { ProfileKind } from './api/profile';

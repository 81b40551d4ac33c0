export { ProfileForm } from './components/profile-form';
export type { ProfileKind, SavedProfile } from './api/profile';

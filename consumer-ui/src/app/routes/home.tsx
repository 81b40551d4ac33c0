import { LoginHeadline } from '@/features/auth/components/login-headline';

export const HomeRoute = () => (
  <main>
    <LoginHeadline />
  </main>
);

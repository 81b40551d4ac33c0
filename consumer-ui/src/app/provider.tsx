import { Suspense, type ReactNode } from 'react';
import { PageSpinner } from '@/components/ui/page-spinner';

// Later issues add the error boundary, the API client's query cache and the brand theme here.
export const AppProvider = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<PageSpinner />}>{children}</Suspense>
);

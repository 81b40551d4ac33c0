import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-screen';
import { PageSpinner } from '@/components/ui/page-spinner';
import { BrandProvider } from '@/features/brand/brand-provider';

export const AppProvider = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary>
    <BrandProvider>
      <Suspense fallback={<PageSpinner />}>{children}</Suspense>
    </BrandProvider>
  </ErrorBoundary>
);

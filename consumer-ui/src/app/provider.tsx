import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/ui/error-screen';
import { PageSpinner } from '@/components/ui/page-spinner';
import { BrandProvider } from '@/features/brand/brand-provider';

/**
 * The brand sits inside the Suspense boundary, not above it: React hydrates a boundary's content
 * in a pass of its own after what is above it, and a provider above that changes (the brand's
 * answer) while the content still waits makes React drop the prerendered HTML and draw it anew.
 * Inside, the brand is asked for only once the page has hydrated.
 */
export const AppProvider = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary>
    <Suspense fallback={<PageSpinner />}>
      <BrandProvider>{children}</BrandProvider>
    </Suspense>
  </ErrorBoundary>
);

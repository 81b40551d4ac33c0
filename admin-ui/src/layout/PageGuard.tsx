import type { ReactNode } from 'react';
import { Loading, useCanAccess } from 'react-admin';
import type { AdminPageName } from '../auth/pages';
import { AccessDenied } from './AccessDenied';

/** A custom route's page, opened only by the roles of its admin page (ADMIN_PAGES). */
export const PageGuard = ({ page, children }: { page: AdminPageName; children: ReactNode }) => {
  const { canAccess, isPending } = useCanAccess({ resource: page, action: 'list' });
  if (isPending) return <Loading />;
  return canAccess ? <>{children}</> : <AccessDenied />;
};

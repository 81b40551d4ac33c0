import { Navigate } from 'react-router-dom';
import { Loading, usePermissions } from 'react-admin';
import { homePath } from '../auth/pages';

/**
 * A page the role lacks sends the admin to the dashboard (admin spec §4), or, for a role without
 * the dashboard (role 3), to its first permitted page, so that it never loops.
 */
export const AccessDenied = () => {
  const { permissions, isPending } = usePermissions<number>();
  if (isPending) return <Loading />;
  return <Navigate to={homePath(permissions)} replace />;
};

/** /admin: the admin's home page (see AccessDenied). */
export const HomeRedirect = AccessDenied;

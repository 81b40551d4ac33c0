import { Navigate } from 'react-router-dom';
import { Loading, usePermissions } from 'react-admin';
import { homePath } from '../auth/pages';
import { storedRole } from '../authProvider';

/**
 * A page the role lacks sends the admin to the dashboard, or, for a role without
 * the dashboard (role 3), to its first permitted page, so that it never loops.
 */
export const AccessDenied = () => {
  const { permissions, isPending } = usePermissions<number>();
  if (isPending) return <Loading />;
  // The stored role when the session check could not answer (never a login-page loop).
  return <Navigate to={homePath(permissions ?? storedRole())} replace />;
};

/** /admin: the admin's home page (see AccessDenied). */
export const HomeRedirect = AccessDenied;

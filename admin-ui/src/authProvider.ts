import type { AuthProvider } from 'react-admin';
import { api, TOKEN_KEY } from './api/http';
import { adminPath, BASENAME, mayOpen } from './auth/pages';

const SESSION_KEYS = [TOKEN_KEY, 'adminId', 'roleId'] as const;
const LOGIN = adminPath('/login');

export interface LoginResponse {
  token: string;
  adminId: number | string;
  roleId: number;
}

interface Identity {
  adminId: number;
  roleId: number;
  name: string | null;
  email: string;
}

const clearSession = () => SESSION_KEYS.forEach((key) => localStorage.removeItem(key));

/** The stored session, checked once per page load against GET /api/admin-reverify. */
let reverified: Promise<Identity> | undefined;
function identity(): Promise<Identity> {
  reverified ??= api<Identity>('/admin-reverify').then(
    (me) => {
      localStorage.setItem('roleId', String(me.roleId));
      return me;
    },
    (error) => {
      reverified = undefined;
      throw error;
    },
  );
  return reverified;
}

/** The login page, carrying the page the admin was on as `callback`, to return there after. */
function loginWithCallback(): string {
  const { pathname, search } = window.location;
  const inner = pathname.startsWith(`${BASENAME}/`) ? pathname.slice(BASENAME.length) : '/';
  if (inner === '/' || inner.startsWith('/login')) return LOGIN;
  return `${LOGIN}?callback=${encodeURIComponent(`${pathname}${search}`)}`;
}

/** A callback is followed only to a page of this app (never another site or the login page). */
export function safeCallback(callback: string | null | undefined): string | undefined {
  if (!callback || !callback.startsWith(`${BASENAME}/`) || callback.startsWith('//'))
    return undefined;
  try {
    const url = new URL(callback, window.location.origin);
    if (url.origin !== window.location.origin || url.pathname.startsWith(LOGIN)) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/**
 * Keeps a new session's token, id and role: after a login, a forced password change or an
 * accepted invitation (all three answer the same body).
 */
export function startSession(body: LoginResponse, email: string): void {
  localStorage.setItem(TOKEN_KEY, body.token);
  localStorage.setItem('adminId', String(body.adminId));
  localStorage.setItem('roleId', String(body.roleId));
  reverified = Promise.resolve({
    adminId: Number(body.adminId),
    roleId: body.roleId,
    name: null,
    email,
  });
}

export const authProvider: AuthProvider = {
  async login({
    email,
    password,
    callback,
  }: {
    email: string;
    password: string;
    callback?: string;
  }) {
    const body = await api<LoginResponse>('/admin/login', {
      method: 'POST',
      body: JSON.stringify({ email, password }),
    });
    startSession(body, email);
    return { redirectTo: safeCallback(callback) ?? adminPath('/dashboard') };
  },

  /**
   * Clears the admin token, id and role, then loads the login page afresh (no state of the
   * signed-in session survives): with the current page as `callback`, except for the Logout
   * menu entry (`{ manual: true }`). Returning false keeps react-admin from navigating as well.
   */
  async logout(params?: { manual?: boolean }) {
    const token = localStorage.getItem(TOKEN_KEY);
    clearSession();
    reverified = undefined;
    if (token)
      // Revokes the token server-side; signing out locally never waits on it.
      void fetch('/api/admin/logout', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        keepalive: true,
      }).catch(() => undefined);
    const target = params?.manual ? LOGIN : loginWithCallback();
    if (`${window.location.pathname}${window.location.search}` !== target)
      window.location.assign(target);
    return false;
  },

  async checkAuth() {
    if (!localStorage.getItem(TOKEN_KEY)) throw { redirectTo: loginWithCallback(), message: false };
  },

  /** A 401 anywhere ends the session; a 403 only tells (the page guard handles pages). */
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      clearSession();
      reverified = undefined;
      throw { redirectTo: loginWithCallback(), message: 'ra.notification.logged_out' };
    }
  },

  async getPermissions() {
    if (!localStorage.getItem(TOKEN_KEY)) return undefined;
    return (await identity()).roleId;
  },

  async getIdentity() {
    const me = await identity();
    return { id: me.adminId, fullName: me.name ?? me.email };
  },

  /**
   * The role table (ADMIN_PAGES), the server guard's too; `resource` is a page or a resource.
   * Reads the role stored at sign-in (refreshed by getPermissions); the server re-checks each call.
   */
  async canAccess({ resource }: { resource: string; action?: string }) {
    if (!localStorage.getItem(TOKEN_KEY)) return false;
    return mayOpen(storedRole(), resource);
  },
};

/** The role stored at sign-in, read synchronously (menus); the server re-checks every call. */
export function storedRole(): number | undefined {
  const role = localStorage.getItem('roleId');
  return role === null ? undefined : Number(role);
}

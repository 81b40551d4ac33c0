import type { AuthProvider } from 'react-admin';

const SESSION_KEYS = ['adminToken', 'adminId', 'roleId'] as const;

const clearSession = () => SESSION_KEYS.forEach((key) => localStorage.removeItem(key));

interface LoginResponse {
  token: string;
  adminId: number | string;
  roleId: number;
}

// Stub: a later issue adds the login callback, encoded role storage and canAccess.
export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const response = await fetch('/api/admin/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(body.message ?? 'ra.auth.sign_in_error');
    const { token, adminId, roleId } = body as LoginResponse;
    localStorage.setItem('adminToken', token);
    localStorage.setItem('adminId', String(adminId));
    localStorage.setItem('roleId', String(roleId));
  },
  async logout() {
    clearSession();
  },
  async checkAuth() {
    if (!localStorage.getItem('adminToken')) throw new Error('ra.auth.auth_check_error');
  },
  async checkError({ status }: { status?: number }) {
    if (status === 401) {
      clearSession();
      throw new Error('ra.notification.logged_out');
    }
  },
  async getPermissions() {
    const roleId = localStorage.getItem('roleId');
    return roleId === null ? undefined : Number(roleId);
  },
};

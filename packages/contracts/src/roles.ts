/**
 * Which admin roles may open which back-office page. The one copy of this table:
 * server routes name their page with `@AdminPage(page)` and the global guard looks it up here;
 * the admin app builds its menu and page guards from it.
 */
export const ADMIN_PAGES = {
  dashboard: [1, 2],
  'mis-upload': [1],
  'vendors-on-off': [1],
  lenders: [1],
  'customer-eligibility': [1],
  'csr-portal': [1, 2, 3],
  'internal-report': [1, 2],
  'customer-info-deletion': [1],
  'customers-journey': [1, 2],
  'user-management': [1],
  'commission-upload-file': [1],
  'application-status-file': [1, 2],
  'merchant-management': [1],
  'tracking-links': [1],
  'credit-cards': [1],
  partners: [1],
  messaging: [1],
  telecalling: [1, 3],
  // Not in the spec's table ("permissions are not shown"): role 1, a choice of ours.
  'products-report': [1],
  'vendors-products-report': [1],
  // Grievances (beyond the spec's pages): answered by role-1 admins.
  grievances: [1],
  // The personal-data breach register (beyond the spec): role 1.
  'data-breaches': [1],
  // Maker-checker (beyond the spec): role-1 admins approve each other's changes.
  'pending-changes': [1],
} as const satisfies Record<string, readonly AdminRole[]>;

export type AdminRole = 1 | 2 | 3;
export type AdminPageName = keyof typeof ADMIN_PAGES;

export function roleMayOpen(roleId: number, page: AdminPageName): boolean {
  return (ADMIN_PAGES[page] as readonly number[]).includes(roleId);
}

/** GET /api/ui-config: run-time settings of the consumer app and the partner portal. */
export interface UiConfig {
  idleSeconds: number;
  idleCountdownSeconds: number;
  /** The partner portal's (shorter) limits. */
  partnerIdleSeconds: number;
  partnerIdleCountdownSeconds: number;
  analytics: AnalyticsConfig | null;
  deployment: Deployment;
  appLinks: AppLinks;
  /** The grievance redressal officer (the public home names them), or null when not configured. */
  grievanceOfficer: { name: string; email: string | null; phone: string | null } | null;
}

/** GET /api/admin/ui-config: run-time settings of the back office, for any signed-in admin. */
export interface AdminUiSettings {
  idleSeconds: number;
  idleCountdownSeconds: number;
  /** MAKER_CHECKER: gated changes wait for a second role-1 admin. */
  makerChecker: boolean;
}

/** Where page views go (production with a GA4 measurement id only). */
export interface AnalyticsConfig {
  measurementId: string;
  endpoint: string;
}

/**
 * How this deployment is built: the alternate build shows the products at the root and signs in
 * at /login; `/login` otherwise exists only when `loginRoute` is on; a lender-specific deployment
 * names its lender (the stored lender marker).
 */
export interface Deployment {
  mode: 'standard' | 'alternate';
  loginRoute: boolean;
  lender: string | null;
}

/** Links from configuration; null when not set. */
export interface AppLinks {
  /** The mobile app's store page; the visit's partner and UTM values are added to it. */
  appStore: string | null;
  /** The welcome video: a path on this site or an https address. */
  welcomeVideo: string | null;
}

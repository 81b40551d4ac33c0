/** The RBI's Complaint Management System (Reserve Bank - Integrated Ombudsman Scheme, 2021). */
export const RBI_COMPLAINT_URL = 'https://cms.rbi.org.in';

/** The grievance categories a consumer chooses from. */
export const GRIEVANCE_CATEGORIES = ['offers', 'lender', 'privacy', 'partner', 'other'] as const;
export type GrievanceCategory = (typeof GRIEVANCE_CATEGORIES)[number];

/** Open until the grievance officer answers; an answer leaves it answered or closes it. */
export const GRIEVANCE_STATUSES = ['open', 'answered', 'closed'] as const;
export type GrievanceStatus = (typeof GRIEVANCE_STATUSES)[number];

/** POST /api/grievances: the acknowledgement. */
export interface GrievanceReceipt {
  reference: string;
  createdAt: string;
  /** 30 days after it was raised: the answer is due by then. */
  dueBy: string;
}

/** POST /api/grievances/lookup and the admin list: where a grievance stands. */
export interface GrievanceView extends GrievanceReceipt {
  category: GrievanceCategory;
  status: GrievanceStatus;
  /** Not closed by `dueBy`. */
  overdue: boolean;
  answer: string | null;
  answeredAt: string | null;
  /** The RBI's complaint portal, once the grievance is overdue. */
  rbiComplaintUrl: string | null;
}

/** GET /api/admin/grievances: a grievance with who raised it (mobile masked). */
export interface AdminGrievanceView extends GrievanceView {
  id: number;
  name: string;
  phoneNumber: string;
  email: string | null;
  description: string;
}

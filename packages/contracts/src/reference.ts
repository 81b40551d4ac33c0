/**
 * The smart lists (reference option lists, GET /api/search-list/{lang}/{keys}) that the server's
 * rules read and the apps' forms ask for, by key. The database holds more (migrations seed them);
 * these are the ones code depends on.
 */
export const SMART_LISTS = {
  gender: 'Gender',
  employmentStatus: 'employmentStatus',
  salaryMode: 'salaryMode',
  creditScoreClass: 'creditScoreClass',
  businessRegistrationType: 'businessRegistrationType',
  businessTurnover: 'businessTurnover',
  businessVintage: 'businessVintage',
  ticketClass: 'ticketClass',
  loanPurpose: 'loanPurpose',
  educationalLevel: 'educationalLevel',
  residentType: 'residentType',
} as const;

export type SmartListKey = (typeof SMART_LISTS)[keyof typeof SMART_LISTS];

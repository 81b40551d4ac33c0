import { lazy } from 'react';

// Listed on /admin/messaging beside the campaigns, as the admins know it.
export default {
  create: lazy(() => import('./TemplateCreate').then((m) => ({ default: m.TemplateCreate }))),
  edit: lazy(() => import('./TemplateEdit').then((m) => ({ default: m.TemplateEdit }))),
};

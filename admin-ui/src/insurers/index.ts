import { lazy } from 'react';
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';

export default {
  list: lazy(() => import('./InsurerList')),
  edit: lazy(() => import('./InsurerEdit')),
  create: lazy(() => import('./InsurerCreate')),
  icon: HealthAndSafetyIcon,
};

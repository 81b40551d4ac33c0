import { lazy } from 'react';
import GavelIcon from '@mui/icons-material/Gavel';

export default {
  list: lazy(() => import('./GrievancesPage')),
  icon: GavelIcon,
};

import { lazy } from 'react';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';

export default {
  list: lazy(() => import('./CustomerInfoDeletionPage')),
  icon: PersonRemoveIcon,
};

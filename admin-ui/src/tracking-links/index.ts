import { lazy } from 'react';
import LinkIcon from '@mui/icons-material/Link';

export default {
  list: lazy(() => import('./TrackingLinksPage')),
  icon: LinkIcon,
};

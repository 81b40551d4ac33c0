import { lazy } from 'react';
import HandshakeIcon from '@mui/icons-material/Handshake';

export default {
  list: lazy(() => import('./PartnerList')),
  edit: lazy(() => import('./PartnerEdit')),
  icon: HandshakeIcon,
};

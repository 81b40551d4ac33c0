import { lazy } from 'react';
import CreditCardIcon from '@mui/icons-material/CreditCard';

export default {
  list: lazy(() => import('./CreditCardList')),
  icon: CreditCardIcon,
};

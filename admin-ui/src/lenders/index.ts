import { lazy } from 'react';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';

export default {
  list: lazy(() => import('./LenderList')),
  edit: lazy(() => import('./LenderEdit')),
  icon: AccountBalanceIcon,
};

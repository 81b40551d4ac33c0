import { lazy } from 'react';
import EventBusyIcon from '@mui/icons-material/EventBusy';

export default {
  list: lazy(() => import('./BankHolidayList')),
  create: lazy(() => import('./BankHolidayCreate')),
  icon: EventBusyIcon,
};

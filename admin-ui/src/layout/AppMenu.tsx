import LogoutIcon from '@mui/icons-material/Logout';
import StorageIcon from '@mui/icons-material/Storage';
import { ListItemIcon, MenuItem, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Menu,
  useDataProvider,
  useLogout,
  useNotify,
  usePermissions,
  useSidebarState,
  useTranslate,
} from 'react-admin';
import { adminPath, MENU, mayOpen, QUEUES_PAGE, QUEUES_PATH } from '../auth/pages';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';
import { storedRole } from '../authProvider';

/** A menu entry that runs an action (not a route), an icon with a tooltip when collapsed. */
const ActionItem = ({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const text = translate(label);
  return (
    <Tooltip title={open ? '' : text} placement="right">
      <MenuItem onClick={onClick} aria-label={text}>
        <ListItemIcon sx={{ minWidth: 5 }}>{icon}</ListItemIcon>
        {open && text}
      </MenuItem>
    </Tooltip>
  );
};

/** Bull Board lives outside this app: its cookie first, then a page load. */
const QueuesItem = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const open = async () => {
    try {
      await dataProvider.openQueueSession();
      window.location.assign(QUEUES_PATH);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return <ActionItem label="app.menu.queues" icon={<StorageIcon />} onClick={() => void open()} />;
};

/** Logout: clears the session and goes to the login page (no callback). */
const LogoutItem = () => {
  const logout = useLogout();
  return (
    <ActionItem
      label="app.menu.logout"
      icon={<LogoutIcon />}
      onClick={() => void logout({ manual: true })}
    />
  );
};

/**
 * The back office's side menu (240 wide, collapsing to icons with tooltips): only the entries
 * the admin's role may open (ADMIN_PAGES), then Job Queues (role 1) and Logout.
 */
export const AppMenu = () => {
  const { permissions } = usePermissions<number>();
  const role = permissions ?? storedRole();
  return (
    <Menu className="admin-menu">
      {MENU.filter((entry) => mayOpen(role, entry.page)).map((entry) => (
        <Menu.Item
          key={entry.path}
          to={adminPath(entry.path)}
          primaryText={entry.label}
          leftIcon={<entry.icon />}
        />
      ))}
      {mayOpen(role, QUEUES_PAGE) && <QueuesItem />}
      <LogoutItem />
    </Menu>
  );
};

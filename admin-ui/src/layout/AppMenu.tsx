import LogoutIcon from '@mui/icons-material/Logout';
import { ListItemIcon, MenuItem, Tooltip } from '@mui/material';
import { Menu, useLogout, usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { adminPath, MENU, mayOpen } from '../auth/pages';
import { storedRole } from '../authProvider';

/** The entry that signs out, shown as an icon with a tooltip when the menu is collapsed. */
const LogoutItem = () => {
  const logout = useLogout();
  const translate = useTranslate();
  const [open] = useSidebarState();
  const label = translate('app.menu.logout');
  return (
    <Tooltip title={open ? '' : label} placement="right">
      <MenuItem onClick={() => void logout({ manual: true })} aria-label={label}>
        <ListItemIcon sx={{ minWidth: 5 }}>
          <LogoutIcon />
        </ListItemIcon>
        {open && label}
      </MenuItem>
    </Tooltip>
  );
};

/**
 * The side menu of admin spec §2 (240 wide, collapsing to icons with tooltips): only the entries
 * the admin's role may open (admin spec §6), then Logout.
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
      <LogoutItem />
    </Menu>
  );
};

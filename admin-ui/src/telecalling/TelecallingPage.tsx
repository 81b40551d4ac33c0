import { Box } from '@mui/material';
import { Title, usePermissions } from 'react-admin';
import { AgentDesk } from './AgentDesk';
import { SupervisorView } from './SupervisorView';

/**
 * /admin/telecalling (roles 1 and 3): agents work the calling queue one lead at a time;
 * supervisors see every agent's day. Leads are handed out from 09:00 to 19:00 India time.
 */
const TelecallingPage = () => {
  const { permissions } = usePermissions<number>();
  return (
    <Box>
      <Title title="app.menu.telecalling" />
      {permissions === 3 ? <AgentDesk /> : permissions === 1 ? <SupervisorView /> : null}
    </Box>
  );
};

export default TelecallingPage;

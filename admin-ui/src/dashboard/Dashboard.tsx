import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

const Dashboard = () => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.dashboard.title" />
      <CardContent>
        <Typography variant="h4" component="h1">
          {translate('app.dashboard.title')}
        </Typography>
      </CardContent>
    </Card>
  );
};

export default Dashboard;

import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The generic screen for unknown render failures. */
export const ErrorPage = () => {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('app.error.title')}
      </Typography>
      <Button variant="contained" size="large" onClick={() => window.location.reload()}>
        {translate('app.error.reload')}
      </Button>
    </Box>
  );
};

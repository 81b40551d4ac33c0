import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import type { ReactNode } from 'react';

/** The card every sign-in step is drawn in. */
export const SignInCard = ({ title, children }: { title: string; children: ReactNode }) => (
  <Box
    sx={{
      minHeight: '100vh',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      bgcolor: 'grey.100',
    }}
  >
    <Card sx={{ width: 360, maxWidth: '100%' }}>
      <CardContent>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
          <Avatar sx={{ bgcolor: 'secondary.main', mb: 1 }}>
            <LockIcon />
          </Avatar>
          <Typography component="h1" variant="h5">
            {title}
          </Typography>
        </Box>
        {children}
      </CardContent>
    </Card>
  </Box>
);

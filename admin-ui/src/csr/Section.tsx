import type { ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A titled card of the consumer's page. */
export const Section = ({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) => (
  <Card variant="outlined" component="section" aria-labelledby={id}>
    <CardContent>
      <Typography variant="h6" component="h3" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

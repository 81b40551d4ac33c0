import { Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';

/** A menu entry whose page a later issue builds. */
const ComingSoon = ({ label }: { label: string }) => {
  const translate = useTranslate();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={label} />
      <CardContent>
        <Typography variant="h5" component="h1" gutterBottom>
          {translate(label)}
        </Typography>
        <Typography color="text.secondary">{translate('app.coming_soon')}</Typography>
      </CardContent>
    </Card>
  );
};

export default ComingSoon;

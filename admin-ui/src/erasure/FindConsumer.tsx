import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import type { ErasureCandidateView } from '@marketplace/contracts';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';
import type { EraseTarget } from './EraseDialog';

const MOBILE = /^[6-9][0-9]{9}$/;

/** Finds the consumer by mobile, shows what they have with us, and offers the erasure. */
export const FindConsumer = ({ onErase }: { onErase: (target: EraseTarget) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [mobile, setMobile] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [found, setFound] = useState<ErasureCandidateView | null>(null);

  const find = async (event: FormEvent) => {
    event.preventDefault();
    const value = mobile.trim();
    setInvalid(!MOBILE.test(value));
    if (!MOBILE.test(value)) return;
    try {
      setFound(await dataProvider.findErasureCandidate(value));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };

  const c = found?.consumer ?? null;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.erasure.find_title')}
        </Typography>
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={find}
          sx={{ flexWrap: 'wrap' }}
        >
          <TextField
            size="small"
            label={translate('app.erasure.mobile')}
            value={mobile}
            error={invalid}
            helperText={invalid ? translate('app.erasure.mobile_invalid') : ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
            onChange={(event) => setMobile(event.target.value.replace(/\D/g, ''))}
          />
          <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
            {translate('app.erasure.find')}
          </Button>
        </Stack>
        {found ? (
          <Stack
            spacing={1}
            sx={{ mt: 1 }}
            role="region"
            aria-label={translate('app.erasure.result')}
          >
            {c ? (
              <>
                <Typography>
                  {translate('app.erasure.consumer', {
                    id: c.userId,
                    mobile: c.phoneNumber,
                    name: c.name ?? translate('app.erasure.no_name'),
                  })}
                </Typography>
                <Typography variant="body2">
                  {translate('app.erasure.holdings', {
                    applications: c.applications,
                    handOffs: c.handOffs,
                    insurance: c.insuranceHandOffs,
                    since: new Date(c.createdAt).toLocaleDateString('en-IN', {
                      timeZone: 'Asia/Kolkata',
                    }),
                  })}
                </Typography>
                {c.pendingRequestId ? (
                  <Alert severity="info">{translate('app.erasure.asked_by_consumer')}</Alert>
                ) : null}
                <Button
                  color="error"
                  variant="outlined"
                  sx={{ alignSelf: 'flex-start' }}
                  onClick={() =>
                    onErase({ userId: c.userId, label: `#${c.userId} · ${c.phoneNumber}` })
                  }
                >
                  {translate('app.erasure.erase')}
                </Button>
              </>
            ) : (
              <Typography>{translate('app.erasure.none_found')}</Typography>
            )}
            {found.earlierErasures.length ? (
              <Alert severity="warning">
                {translate('app.erasure.earlier', {
                  numbers: found.earlierErasures.map((e) => e.number).join(', '),
                })}
              </Alert>
            ) : null}
          </Stack>
        ) : null}
      </CardContent>
    </Card>
  );
};

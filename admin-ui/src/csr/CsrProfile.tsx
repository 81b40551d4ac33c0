import type { ReactNode } from 'react';
import { Box, Button, Typography } from '@mui/material';
import type { CsrConsumerView, CsrCorrectable, CsrRevealable } from '@marketplace/contracts';
import { useTranslate } from 'react-admin';
import { when } from '../common/tables';
import type { Pending } from './ReasonDialog';
import { Section } from './Section';

type Field = { key: string; value: ReactNode; reveal?: CsrRevealable; correct?: CsrCorrectable };

/**
 * The consumer's profile: masked values with a Reveal button until revealed, and the fields a
 * CSR may correct (when their role can) with a Correct button; both open the reason dialog.
 */
export const CsrProfile = ({
  data,
  revealed,
  onPending,
}: {
  data: CsrConsumerView;
  revealed: Partial<Record<CsrRevealable, string | null>>;
  onPending: (pending: Pending) => void;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.csr.${key}`, options);
  const c = data.consumer;
  const yes = (flag: boolean) => translate(flag ? 'app.csr.yes' : 'app.csr.no');
  const fields: Field[] = [
    { key: 'mobile', value: revealed.mobile ?? c.mobile, reveal: 'mobile' },
    { key: 'first_name', value: c.firstName ?? '–', correct: 'firstName' },
    { key: 'last_name', value: c.lastName ?? '–', correct: 'lastName' },
    { key: 'email', value: c.email ?? '–', correct: 'email' },
    { key: 'pan', value: revealed.pan ?? (c.pan || '–'), reveal: 'pan', correct: 'tin' },
    {
      key: 'birth_date',
      value: revealed.birthDate ?? (c.birthDate || '–'),
      reveal: 'birthDate',
      correct: 'birthDate',
    },
    { key: 'gender', value: c.gender ?? '–' },
    { key: 'employment', value: c.employmentStatus ?? '–' },
    { key: 'employer', value: c.employerName ?? '–' },
    {
      key: 'income',
      value: c.monthlyIncome === null ? '–' : c.monthlyIncome.toLocaleString('en-IN'),
    },
    { key: 'address1', value: c.address1 ?? '–', correct: 'address1' },
    { key: 'address2', value: c.address2 ?? '–', correct: 'address2' },
    { key: 'postal_code', value: c.postalCode ?? '–', correct: 'postal_code' },
    { key: 'language', value: c.language ?? '–' },
    { key: 'allow_sms', value: yes(c.allowSms) },
    { key: 'allow_email', value: yes(c.allowEmail) },
    { key: 'since', value: when(c.createdAt) },
  ];
  const correctInitial = (field: CsrCorrectable) => {
    const raw: Record<CsrCorrectable, string | null> = {
      firstName: c.firstName,
      lastName: c.lastName,
      email: c.email,
      birthDate: null,
      tin: null,
      address1: c.address1,
      address2: c.address2,
      postal_code: c.postalCode,
    };
    return raw[field] ?? '';
  };

  return (
    <Section id="csr-profile" title={t('profile')}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {fields.map((f) => (
          <Box key={f.key} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {t(`fields.${f.key}`)}
            </Typography>
            <Box
              component="dd"
              sx={{ m: 0, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}
            >
              <Typography component="span" data-field={f.key} sx={{ overflowWrap: 'anywhere' }}>
                {f.value}
              </Typography>
              {f.reveal && revealed[f.reveal] === undefined ? (
                <Button
                  size="small"
                  onClick={() =>
                    onPending({
                      kind: 'reveal',
                      field: f.reveal!,
                      label: t(`fields.${f.key}`),
                    })
                  }
                >
                  {t('reveal')}
                </Button>
              ) : null}
              {f.correct && data.canCorrect ? (
                <Button
                  size="small"
                  onClick={() =>
                    onPending({
                      kind: 'correct',
                      field: f.correct!,
                      label: t(`fields.${f.key}`),
                      initial: correctInitial(f.correct!),
                    })
                  }
                >
                  {t('correct')}
                </Button>
              ) : null}
            </Box>
          </Box>
        ))}
      </Box>
    </Section>
  );
};

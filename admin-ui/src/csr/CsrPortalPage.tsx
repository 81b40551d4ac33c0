import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONSENT_PURPOSES,
  type CsrConsumerFound,
  type CsrConsumerView,
  type CsrCorrectable,
  type CsrNoteView,
  type CsrRevealable,
  type CsrRevealCase,
} from '@marketplace/contracts';
import { Title, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { api, jsonRequest } from '../api/http';
import { adminPath } from '../auth/pages';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import { SimpleTable, when } from '../common/tables';
import { ApplicationCard } from '../reports/ApplicationCard';

/** The last search, kept while the admin moves between the list and a consumer (not stored). */
let lastSearch: { q: string; found: CsrConsumerFound[] } | null = null;

/** /admin/csr-portal: find a consumer by mobile, application id, e-mail or name. */
export const CsrSearchPage = () => {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.csr.${key}`);
  const navigate = useNavigate();
  const [text, setText] = useState(lastSearch?.q ?? '');
  const [found, setFound] = useState<CsrConsumerFound[] | null>(lastSearch?.found ?? null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    try {
      const { data } = await api<{ data: CsrConsumerFound[] }>(
        '/admin/csr/search',
        jsonRequest('POST', { q }),
      );
      lastSearch = { q, found: data };
      setFound(data);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
      setFound(null);
    }
  };
  return (
    <Box>
      <Title title="app.menu.csr_portal" />
      <Stack
        component="form"
        direction="row"
        spacing={1}
        onSubmit={submit}
        sx={{ my: 2, flexWrap: 'wrap' }}
        useFlexGap
      >
        <TextField
          size="small"
          label={t('search')}
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ flex: 1, minWidth: 200, maxWidth: 420 }}
          slotProps={{ htmlInput: { maxLength: 254 } }}
        />
        <Button type="submit" variant="contained">
          {t('find')}
        </Button>
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
      {found ? (
        found.length === 0 ? (
          <Typography>{t('none_found')}</Typography>
        ) : (
          <Stack spacing={1} role="list" aria-label={t('results')}>
            {found.map((c) => (
              <Card key={c.id} variant="outlined" role="listitem">
                <CardContent
                  sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <Box sx={{ flex: 1, minWidth: 180 }}>
                    <Typography sx={{ fontWeight: 600 }}>{c.name ?? t('no_name')}</Typography>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {[c.mobile, c.email].filter(Boolean).join(' · ')}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {translate('app.csr.found_summary', {
                        applications: c.applications,
                        at: when(c.lastSeenAt),
                      })}
                    </Typography>
                  </Box>
                  <Button
                    variant="outlined"
                    onClick={() =>
                      navigate(adminPath(`/csr-portal/${c.id}/${c.prospectAppId ?? 'none'}`))
                    }
                  >
                    {t('open')}
                  </Button>
                </CardContent>
              </Card>
            ))}
          </Stack>
        )
      ) : null}
    </Box>
  );
};

/** A titled card of the consumer's page. */
const Section = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-labelledby={id}>
    <CardContent>
      <Typography variant="h6" component="h3" id={id} gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

type Field = { key: string; value: ReactNode; reveal?: CsrRevealable; correct?: CsrCorrectable };

/**
 * Why, then the action (both audited): revealing a masked value names one of the consumer's open
 * cases (the server checks it and counts the reveal against the day's cap); a correction gives a
 * reason in words.
 */
type Pending =
  | { kind: 'reveal'; field: CsrRevealable; label: string }
  | { kind: 'correct'; field: CsrCorrectable; label: string; initial: string };

const ReasonDialog = ({
  userId,
  pending,
  cases,
  revealsLeft,
  onClose,
  onDone,
}: {
  userId: number;
  pending: Pending | null;
  cases: CsrRevealCase[];
  revealsLeft: number;
  onClose: () => void;
  onDone: (pending: Pending, result: { value?: string | null; view?: CsrConsumerView }) => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [reason, setReason] = useState('');
  const [caseKey, setCaseKey] = useState('');
  const [value, setValue] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setCaseKey('');
    setValue(null);
    onClose();
  };
  const revealing = pending?.kind === 'reveal';
  const current = value ?? (pending?.kind === 'correct' ? pending.initial : '');
  return (
    <FormDialog
      open={pending !== null}
      title={
        pending
          ? translate(`app.csr.${pending.kind}_title`, { field: pending.label })
          : 'app.csr.reveal'
      }
      canSave={revealing ? caseKey !== '' && revealsLeft > 0 : reason.trim().length >= 5}
      saveLabel={pending?.kind === 'correct' ? 'app.common.save' : 'app.csr.reveal'}
      onClose={close}
      onSave={async () => {
        if (!pending) return;
        try {
          const why = revealing ? caseKey : reason.trim();
          onDone(pending, await submitReason(userId, pending, why, current));
          close();
        } catch (error) {
          notify(errorMessage(error), { type: 'error' });
        }
      }}
    >
      <Stack spacing={1.5}>
        {pending?.kind === 'correct' ? (
          <TextField
            label={translate('app.csr.new_value', { field: pending.label })}
            value={current}
            autoFocus
            slotProps={{ htmlInput: { maxLength: 255 } }}
            onChange={(event) => setValue(event.target.value)}
          />
        ) : (
          <Alert severity={revealsLeft > 0 ? 'info' : 'warning'}>
            {translate('app.csr.reveal_audited')}{' '}
            {translate('app.csr.reveals_left', { smart_count: revealsLeft })}
          </Alert>
        )}
        {revealing && cases.length === 0 ? (
          <Alert severity="warning">{translate('app.csr.reveal_no_case')}</Alert>
        ) : null}
        {revealing && cases.length > 0 ? (
          <TextField
            select
            label={translate('app.csr.reveal_case')}
            helperText={translate('app.csr.reveal_case_help')}
            value={caseKey}
            autoFocus
            onChange={(event) => setCaseKey(event.target.value)}
          >
            {cases.map((c) => (
              <MenuItem key={`${c.reason}:${c.id}`} value={`${c.reason}:${c.id}`}>
                {translate(`app.csr.cases.${c.reason}`)}: {c.label} ({when(c.createdAt)})
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        {revealing ? null : (
          <TextField
            multiline
            minRows={2}
            label={translate('app.csr.reason')}
            helperText={translate('app.csr.reason_help')}
            value={reason}
            slotProps={{ htmlInput: { maxLength: 500 } }}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </Stack>
    </FormDialog>
  );
};

/**
 * The call behind a reason dialog: the revealed value (`reason` is the chosen case,
 * 'ticket:12'), or the consumer's page after the fix.
 */
async function submitReason(userId: number, pending: Pending, reason: string, value: string) {
  const base = `/admin/csr/consumers/${userId}`;
  if (pending.kind === 'reveal') {
    const [kind, id] = reason.split(':');
    const { data } = await api<{ data: { value: string | null } }>(
      `${base}/reveal`,
      jsonRequest('POST', { field: pending.field, reason: kind, reference_id: Number(id) }),
    );
    return { value: data.value };
  }
  const { data } = await api<{ data: CsrConsumerView }>(
    `${base}/profile`,
    jsonRequest('PUT', { field: pending.field, value, reason }),
  );
  return { view: data };
}

const Notes = ({
  userId,
  notes,
  applications,
}: {
  userId: number;
  notes: CsrNoteView[];
  applications: string[];
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.csr.${key}`, options);
  const notify = useNotify();
  const client = useQueryClient();
  const [note, setNote] = useState('');
  const [applicationId, setApplicationId] = useState('');
  const add = useMutation({
    mutationFn: () =>
      api(
        `/admin/csr/consumers/${userId}/notes`,
        jsonRequest('POST', { note: note.trim(), ...(applicationId && { applicationId }) }),
      ),
    onSuccess: () => {
      setNote('');
      setApplicationId('');
      notify('app.csr.note_added', { type: 'success' });
      return client.invalidateQueries({ queryKey: ['csr-consumer', userId] });
    },
    onError: (error) => notify(errorMessage(error), { type: 'error' }),
  });
  return (
    <Section id="csr-notes" title={t('notes')}>
      <Stack
        component="form"
        spacing={1}
        onSubmit={(event) => {
          event.preventDefault();
          if (note.trim()) add.mutate();
        }}
      >
        <TextField
          multiline
          minRows={2}
          label={t('note')}
          value={note}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          onChange={(event) => setNote(event.target.value)}
        />
        {applications.length ? (
          <TextField
            select
            size="small"
            label={t('note_application')}
            value={applicationId}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            onChange={(event) => setApplicationId(event.target.value)}
          >
            <MenuItem value="">{t('note_no_application')}</MenuItem>
            {applications.map((id) => (
              <MenuItem key={id} value={id}>
                {id}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <Button
          type="submit"
          variant="contained"
          disabled={!note.trim() || add.isPending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('add_note')}
        </Button>
      </Stack>
      {notes.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('no_notes')}
        </Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 2 }}>
          {notes.map((n) => (
            <Box component="li" key={n.id} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1 }}>
              <Typography variant="body2" color="text.secondary">
                {t('note_by', { author: n.author ?? '–', at: when(n.createdAt) })}
                {n.applicationId ? ` · ${n.applicationId}` : ''}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {n.note}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Section>
  );
};

/** /admin/csr-portal/{userId}/{prospectAppId}: everything about one consumer. */
export const CsrConsumerPage = () => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.csr.${key}`, options);
  const navigate = useNavigate();
  const client = useQueryClient();
  const { id = '', pid = '' } = useParams();
  const userId = Number(id);
  const [revealed, setRevealed] = useState<Partial<Record<CsrRevealable, string | null>>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const { data, error } = useQuery({
    queryKey: ['csr-consumer', userId],
    queryFn: () =>
      api<{ data: CsrConsumerView }>(`/admin/csr/consumers/${userId}`).then((a) => a.data),
    retry: false,
  });

  const c = data?.consumer;
  const yes = (flag: boolean) => translate(flag ? 'app.csr.yes' : 'app.csr.no');
  const fields: Field[] = c
    ? [
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
      ]
    : [];
  const correctInitial = (field: CsrCorrectable) => {
    if (!c) return '';
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
    <Box>
      <Title title="app.menu.csr_portal" />
      <Button onClick={() => navigate(adminPath('/csr-portal'))} sx={{ mb: 1 }}>
        {t('back')}
      </Button>
      {error ? (
        <Alert severity="error" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {data && c ? (
        <Stack spacing={2}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {[c.firstName, c.lastName].filter(Boolean).join(' ') || t('no_name')} · {c.mobile}
          </Typography>
          {data.consents.erasureRequestedAt ? (
            <Alert severity="warning">
              {t('erasure_requested', { at: when(data.consents.erasureRequestedAt) })}
            </Alert>
          ) : null}
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
                    <Typography
                      component="span"
                      data-field={f.key}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {f.value}
                    </Typography>
                    {f.reveal && revealed[f.reveal] === undefined ? (
                      <Button
                        size="small"
                        onClick={() =>
                          setPending({
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
                          setPending({
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
          <Section id="csr-applications" title={t('applications')}>
            {data.applications.length === 0 ? (
              <Typography color="text.secondary">{t('none')}</Typography>
            ) : (
              <Stack spacing={1}>
                {data.applications.map((a) => (
                  <ApplicationCard
                    key={a.id}
                    application={a}
                    highlighted={a.prospectAppId === pid}
                  />
                ))}
              </Stack>
            )}
          </Section>
          <Section id="csr-hand-offs" title={t('hand_offs')}>
            <SimpleTable
              label={t('hand_offs')}
              head={[t('at'), t('lender'), t('status'), t('reference'), t('kfs')]}
              rows={data.handOffs.map((h) => [
                when(h.createdAt),
                h.lender,
                h.status,
                h.lenderReference ?? '–',
                h.kfsNumber ?? '–',
              ])}
              empty={t('none')}
            />
          </Section>
          <Section id="csr-help" title={t('help_requests')}>
            <SimpleTable
              label={t('help_requests')}
              head={[t('at'), t('status'), t('description')]}
              rows={data.helpRequests.map((h) => [when(h.createdAt), h.status, h.description])}
              empty={t('none')}
            />
          </Section>
          <Section id="csr-consents" title={t('consents')}>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {data.consents.agreedVersion === null
                ? t('notice_never')
                : t('notice_agreed', { version: data.consents.agreedVersion })}
            </Typography>
            <SimpleTable
              label={t('consents')}
              head={[t('purpose'), t('granted'), t('since')]}
              rows={CONSENT_PURPOSES.map((p) => [
                t(`purposes.${p}`),
                yes(data.consents.purposes[p].granted),
                when(data.consents.purposes[p].since),
              ])}
            />
          </Section>
          <Notes
            userId={userId}
            notes={data.notes}
            applications={data.applications.map((a) => a.id)}
          />
          <Section id="csr-visits" title={t('visits')}>
            <SimpleTable
              label={t('visits')}
              head={[t('at'), t('partner'), t('utm'), t('prospect')]}
              rows={data.prospectApplications.map((p) => [
                when(p.createdAt),
                p.partner ?? t('direct'),
                [p.utmSource, p.utmCampaign].filter(Boolean).join(' / ') || '–',
                p.id,
              ])}
            />
          </Section>
        </Stack>
      ) : null}
      <ReasonDialog
        userId={userId}
        pending={pending}
        cases={data?.revealCases ?? []}
        revealsLeft={data?.revealsLeftToday ?? 0}
        onClose={() => setPending(null)}
        onDone={(done, result) => {
          if (done.kind === 'reveal') {
            setRevealed((r) => ({ ...r, [done.field]: result.value ?? '–' }));
            // The reveals left today.
            void client.invalidateQueries({ queryKey: ['csr-consumer', userId] });
          } else if (result.view) {
            setRevealed({});
            client.setQueryData(['csr-consumer', userId], result.view);
          }
        }}
      />
    </Box>
  );
};

import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GrievanceView } from '@marketplace/contracts';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { PATTERNS } from '@/lib/validation';
import { lookupGrievance } from '../api/grievances';

const REFERENCE = /^GRV-[0-9A-Z]{8}$/;

/** Where a grievance stands, found by its reference and mobile; overdue ones point to the RBI. */
export const FollowGrievance = () => {
  const { t } = useTranslation();
  const [reference, setReference] = useState('');
  const [mobile, setMobile] = useState('');
  const [errors, setErrors] = useState<{ reference?: string; mobile?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [found, setFound] = useState<GrievanceView | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ref = reference.trim().toUpperCase();
    const found: typeof errors = {};
    if (!REFERENCE.test(ref)) found.reference = t('errors.GRIEVANCE_REFERENCE_INVALID');
    if (!PATTERNS.mobile.test(mobile)) found.mobile = t('errors.MOBILE_INVALID');
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    setFailure(null);
    setFound(null);
    try {
      setFound(await lookupGrievance(ref, mobile));
    } catch (err) {
      setFailure(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        <TextField
          label={t('grievance.reference')}
          name="reference"
          autoCapitalize="characters"
          maxLength={12}
          value={reference}
          error={errors.reference}
          onValue={setReference}
        />
        <TextField
          label={t('grievance.mobile')}
          name="lookupMobile"
          inputMode="numeric"
          maxLength={10}
          value={mobile}
          error={errors.mobile}
          onValue={(v) => setMobile(v.replace(/\D/g, '').slice(0, 10))}
        />
        {failure ? (
          <p className="field__error" role="alert">
            {failure}
          </p>
        ) : null}
        <Button type="submit" variant="secondary" block disabled={busy}>
          {t('grievance.check')}
        </Button>
      </form>
      {found ? (
        <div className="notice" role="status">
          <p>
            <strong>
              {t('grievance.statusLine', {
                reference: found.reference,
                status: t(`grievance.statuses.${found.status}`),
              })}
            </strong>
          </p>
          <p>
            {t('grievance.raisedOn', {
              date: formatDate(found.createdAt),
              due: formatDate(found.dueBy),
            })}
          </p>
          {found.answer ? <p>{t('grievance.answer', { answer: found.answer })}</p> : null}
          {found.rbiComplaintUrl ? (
            <p className="notice notice--error">
              {t('grievance.overdue')}{' '}
              <a href={found.rbiComplaintUrl} target="_blank" rel="noopener noreferrer">
                {t('site.rbiPortal')}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
};

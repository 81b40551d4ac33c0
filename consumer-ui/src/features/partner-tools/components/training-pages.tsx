import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { DataTable } from '@/components/ui/data-table';
import type { PartnerLender } from '@marketplace/contracts';
import type { CallAuth } from '@/lib/api-client';
import { formatInr } from '@/lib/format';
import { getLenders } from '../api/tools';
import { useLoad } from './use-load';

const TRAINING = '/partner/training-material';

/** Dashboard > Training Material (> the page), as the spec's breadcrumb. */
const Breadcrumb = ({ page }: { page?: string }) => {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('partner.tools.training.breadcrumb')} className="breadcrumb">
      <ol>
        <li>
          <Link to="/partner">{t('partner.nav.home')}</Link>
        </li>
        <li>
          {page ? (
            <Link to={TRAINING}>{t('partner.tools.training.title')}</Link>
          ) : (
            <span aria-current="page">{t('partner.tools.training.title')}</span>
          )}
        </li>
        {page ? (
          <li>
            <span aria-current="page">{page}</span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
};

/** /partner/training-material: what a partner should know, in two guides. */
export const TrainingPage = () => {
  const { t } = useTranslation();
  return (
    <Card as="main" className="partner-tools">
      <Breadcrumb />
      <h1>{t('partner.tools.training.title')}</h1>
      <ul className="guide-list">
        <li>
          <Link to={`${TRAINING}/eligibility-criteria`}>
            {t('partner.tools.training.eligibility')}
          </Link>
          <p className="muted">{t('partner.tools.training.eligibilityHint')}</p>
        </li>
        <li>
          <Link to={`${TRAINING}/lender-journey`}>{t('partner.tools.training.journey')}</Link>
          <p className="muted">{t('partner.tools.training.journeyHint')}</p>
        </li>
      </ul>
    </Card>
  );
};

const range = (lo: string, hi: string | null) => (hi ? `${lo} – ${hi}` : `${lo}+`);

/** /partner/training-material/eligibility-criteria: the active lenders' criteria, live. */
export const EligibilityPage = ({ auth }: { auth: CallAuth }) => {
  const { t } = useTranslation();
  const { data, error } = useLoad(() => getLenders(auth));
  const title = t('partner.tools.training.eligibility');
  const employment = (l: PartnerLender) =>
    l.employment.map((e) => t(`partner.tools.employment.${e}`)).join(', ') || '—';
  return (
    <Card as="main" className="partner-tools">
      <Breadcrumb page={title} />
      <h1>{title}</h1>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {data ? (
        <DataTable label={title} className="customers-table">
          <thead>
            <tr>
              <th scope="col">{t('partner.tools.columns.lender')}</th>
              <th scope="col">{t('partner.tools.columns.age')}</th>
              <th scope="col">{t('partner.tools.columns.employment')}</th>
              <th scope="col">{t('partner.tools.columns.income')}</th>
              <th scope="col">{t('partner.tools.columns.minLoan')}</th>
              <th scope="col">{t('partner.tools.columns.maxLoan')}</th>
              <th scope="col">{t('partner.tools.columns.score')}</th>
              <th scope="col">{t('partner.tools.columns.journey')}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.length === 0 ? (
              <tr>
                <td colSpan={8}>{t('partner.tools.noLenders')}</td>
              </tr>
            ) : (
              data.data.map((l) => (
                <tr key={l.id}>
                  <td>{l.name}</td>
                  <td>
                    {range(String(l.min_age ?? 18), l.max_age === null ? null : String(l.max_age))}
                  </td>
                  <td>{employment(l)}</td>
                  <td>
                    {l.min_income === null
                      ? '—'
                      : range(
                          formatInr(l.min_income),
                          l.max_income === null ? null : formatInr(l.max_income),
                        )}
                  </td>
                  <td>{formatInr(l.min_loan)}</td>
                  <td>{formatInr(l.max_loan)}</td>
                  <td>{l.credit_score ?? '—'}</td>
                  <td>{l.journey}</td>
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
      ) : null}
    </Card>
  );
};

/** /partner/training-material/lender-journey: what happens with each lender after the hand-off. */
export const LenderJourneyPage = ({ auth }: { auth: CallAuth }) => {
  const { t } = useTranslation();
  const { data, error } = useLoad(() => getLenders(auth));
  const title = t('partner.tools.training.journey');
  return (
    <Card as="main" className="partner-tools">
      <Breadcrumb page={title} />
      <h1>{title}</h1>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      {data?.data.map((l) => (
        <section key={l.id} aria-labelledby={`journey-${l.id}`} className="journey">
          <h2 id={`journey-${l.id}`}>{l.name}</h2>
          <ol>
            <li>
              {l.api
                ? t('partner.tools.journey.sent', { lender: l.name })
                : t('partner.tools.journey.redirected', { lender: l.name })}
            </li>
            <li>
              {l.journey === 'App'
                ? t('partner.tools.journey.app', { lender: l.name })
                : t('partner.tools.journey.web', { lender: l.name })}
            </li>
            <li>{t('partner.tools.journey.kyc')}</li>
            <li>{t('partner.tools.journey.sanction', { lender: l.name })}</li>
            <li>{t('partner.tools.journey.disbursal')}</li>
          </ol>
        </section>
      ))}
    </Card>
  );
};

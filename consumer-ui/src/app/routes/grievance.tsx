import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { FollowGrievance, RaiseGrievance } from '@/features/grievances';
import { useAnsweredUiConfig } from '@/lib/ui-config';

/**
 * /grievance: the grievance redressal page: the officer (from configuration), a form that
 * answers with a reference and the date the answer is due, and where a grievance stands.
 */
export const GrievanceRoute = () => {
  const { t } = useTranslation();
  const officer = useAnsweredUiConfig()?.grievanceOfficer ?? null;
  return (
    <main className="narrow">
      <Card as="section">
        <h1>{t('site.grievance')}</h1>
        {officer ? (
          <p>
            {t('grievance.officer', { name: officer.name })}{' '}
            {[officer.email, officer.phone].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        <p>{t('grievance.intro')}</p>
      </Card>
      <Card as="section" aria-labelledby="grievance-raise">
        <h2 id="grievance-raise">{t('grievance.raise')}</h2>
        <RaiseGrievance />
      </Card>
      <Card as="section" aria-labelledby="grievance-follow">
        <h2 id="grievance-follow">{t('grievance.follow')}</h2>
        <FollowGrievance />
      </Card>
    </main>
  );
};

import { useTranslation } from 'react-i18next';

/** The login page's headline; a brand may set its own. */
export const LoginHeadline = ({ custom }: { custom?: string | null }) => {
  const { t } = useTranslation();
  return (
    <div className="login-headline">
      <h1>{custom || t('login.headline')}</h1>
      <ul className="login-points">
        <li>{t('login.pointAmount')}</li>
        <li>{t('login.pointRates')}</li>
        <li>{t('login.pointApproval')}</li>
      </ul>
    </div>
  );
};

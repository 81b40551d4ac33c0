import { useTranslation } from 'react-i18next';

export const LoginHeadline = () => {
  const { t } = useTranslation();
  return <h1>{t('login.headline')}</h1>;
};

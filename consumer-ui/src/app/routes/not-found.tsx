import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../paths';

export const NotFoundRoute = () => {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('notFound.title')}</h1>
      <Link to={paths.home.getHref()}>{t('notFound.backHome')}</Link>
    </main>
  );
};

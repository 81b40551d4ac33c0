import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '../paths';

export const NotFoundRoute = () => {
  const { t } = useTranslation();
  return (
    <main className="centered-screen">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link className={buttonClass()} to={paths.home.getHref()}>
        {t('notFound.backHome')}
      </Link>
    </main>
  );
};

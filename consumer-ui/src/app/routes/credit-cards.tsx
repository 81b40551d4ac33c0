import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardsList } from '@/features/cards/cards-list';
import { isSignedIn, useSession } from '@/lib/session';
import { paths } from '../paths';

const securedFor = (path: string): 0 | 1 | undefined =>
  path === paths.cardsSecured.path ? 1 : path === paths.cardsUnsecured.path ? 0 : undefined;

/** With no card on offer: the loans instead. */
const ToProducts = () => {
  const { t } = useTranslation();
  return (
    <Link className={buttonClass({ variant: 'secondary' })} to={paths.products.getHref()}>
      {t('products.intro')}
    </Link>
  );
};

/** /credit-cards, /cards-unsecured and /cards-secured: one page, filtered by the path. */
export const CreditCardsRoute = () => {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const secured = securedFor(pathname);
  return (
    <main>
      <h1>{t('cards.title')}</h1>
      <nav className="tabs" aria-label={t('cards.filter')}>
        <Link
          to={paths.creditCards.getHref()}
          aria-current={secured === undefined ? 'page' : undefined}
        >
          {t('cards.all')}
        </Link>
        <Link to={paths.cardsUnsecured.getHref()} aria-current={secured === 0 ? 'page' : undefined}>
          {t('cards.unsecured')}
        </Link>
        <Link to={paths.cardsSecured.getHref()} aria-current={secured === 1 ? 'page' : undefined}>
          {t('cards.secured')}
        </Link>
      </nav>
      {isSignedIn(session) ? (
        <CardsList secured={secured} emptyAction={<ToProducts />} />
      ) : (
        <Card>
          <p>{t('cards.signInFirst')}</p>
          <Link className={buttonClass()} to={paths.home.getHref()}>
            {t('cards.signIn')}
          </Link>
        </Card>
      )}
    </main>
  );
};

/** /user/credit-card: the cards, for a consumer who chose Credit Cards. */
export const UserCreditCardRoute = () => {
  const { t } = useTranslation();
  return (
    <main>
      <h1>{t('cards.title')}</h1>
      <CardsList emptyAction={<ToProducts />} />
    </main>
  );
};

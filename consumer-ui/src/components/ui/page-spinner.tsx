import { useTranslation } from 'react-i18next';

// Full-height centred spinner shown while a route's code loads.
export const PageSpinner = () => {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      style={{ display: 'grid', placeItems: 'center', minHeight: '100dvh' }}
    >
      <span className="page-spinner" />
    </div>
  );
};

import { useTranslation } from 'react-i18next';

/**
 * Grey bars where content is on its way (a wait longer than a blink): announced once as loading,
 * the bars themselves hidden from screen readers.
 */
export const Skeleton = ({ lines = 3 }: { lines?: number }) => {
  const { t } = useTranslation();
  return (
    <div className="skeleton" role="status" aria-label={t('common.loading')}>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
};

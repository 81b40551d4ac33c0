import { useTranslation } from 'react-i18next';
import { dismissToast, useToasts } from '@/lib/toast';

export const Toaster = () => {
  const toasts = useToasts();
  const { t } = useTranslation();
  return (
    <div className="toaster" aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`toast toast--${toast.kind}`} role="status">
          <span>{toast.text}</span>
          <button
            type="button"
            aria-label={t('common.close')}
            onClick={() => dismissToast(toast.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
};

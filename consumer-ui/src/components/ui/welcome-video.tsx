import { useTranslation } from 'react-i18next';

/** The welcome video (WELCOME_VIDEO_URL), folded and loaded only when opened. */
export const WelcomeVideo = ({ src }: { src: string }) => {
  const { t } = useTranslation();
  return (
    <details className="welcome-video">
      <summary>{t('products.welcomeVideo')}</summary>
      <video src={src} controls preload="none" />
    </details>
  );
};

import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/lib/landing';

/**
 * The sign-in page's language switch: the other language, named in its own script. The choice is
 * kept on the device (and the `lang` cookie the prerendered pages follow), so it carries into
 * the journey and is saved with the profile at sign-in. A plain link (`?lang=`) before the page
 * is interactive.
 */
export const LanguageSwitch = () => {
  const { i18n } = useTranslation();
  const other = i18n.language === 'hi' ? 'en' : 'hi';
  const choose = (e: MouseEvent) => {
    e.preventDefault();
    void changeLanguage(other);
  };
  return (
    <p className="language-switch">
      <a href={`?lang=${other}`} lang={other} hrefLang={other} onClick={choose}>
        {other === 'hi' ? 'हिन्दी' : 'English'}
      </a>
    </p>
  );
};

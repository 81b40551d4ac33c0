import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';
import { errorText } from '@/lib/errors';
import type { Language } from '@/lib/i18n';
import { changeLanguage } from '@/lib/landing';
import { showToast } from '@/lib/toast';

const CHOICES: { code: Language; label: string }[] = [
  { code: 'en', label: 'English' },
  { code: 'hi', label: 'हिन्दी' },
];

/** POST /api/set-language { uid, language } */
export const saveLanguage = (uid: number, language: string) =>
  api('POST', '/set-language', { uid, language });

/** The footer's language selector (only under /user): changes the interface and saves it. */
export const LanguageSelector = ({ userId }: { userId: number | null }) => {
  const { t, i18n } = useTranslation();
  const choose = async (code: Language) => {
    await changeLanguage(code);
    if (userId)
      await saveLanguage(userId, code).catch((error: unknown) =>
        showToast('error', errorText(t, error)),
      );
  };
  return (
    <div className="language-selector">
      <label htmlFor="language-select">{t('footer.language')}</label>
      <select
        id="language-select"
        value={i18n.language === 'hi' ? 'hi' : 'en'}
        onChange={(e) => void choose(e.target.value as Language)}
      >
        {CHOICES.map((c) => (
          <option key={c.code} value={c.code} lang={c.code}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
};

import { useTranslation } from 'react-i18next';
import type { ConsentNoticeView } from '@marketplace/contracts';

/** The notice's texts in the page's language. */
export const useNoticeText = () => {
  const { i18n } = useTranslation();
  const hindi = i18n.language.startsWith('hi');
  return (p: ConsentNoticeView['purposes'][number]) => (hindi ? p.hi : p.en);
};

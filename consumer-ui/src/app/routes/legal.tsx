import { useTranslation } from 'react-i18next';
import { useBrand } from '@/features/brand/brand-provider';

const Legal = ({ kind }: { kind: 'privacy' | 'terms' }) => {
  const { t } = useTranslation();
  const { brand } = useBrand();
  const name = brand?.display_name ?? '';
  const sections = ['s1', 's2', 's3', 's4'] as const;
  return (
    <main className="narrow legal">
      <h1>{t(`legal.${kind}.title`)}</h1>
      {sections.map((s) => (
        <section key={s}>
          <h2>{t(`legal.${kind}.${s}Title`)}</h2>
          <p>{t(`legal.${kind}.${s}`, { name })}</p>
        </section>
      ))}
    </main>
  );
};

/** /privacy-policy and /terms-of-use skip the redirect rules: anyone may read them. */
export const PrivacyPolicyRoute = () => <Legal kind="privacy" />;
export const TermsOfUseRoute = () => <Legal kind="terms" />;

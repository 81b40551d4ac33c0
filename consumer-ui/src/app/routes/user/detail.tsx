import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SavedProfile } from '@marketplace/contracts';
import { ProfileForm, type ProfileKind } from '@/features/profile';
import { useJourney } from '@/lib/journey';
import { deployment } from '@/lib/deployment';
import { nextStep } from '@/lib/routing';
import { getSession, updateSession, useSession } from '@/lib/session';
import { paths } from '../../paths';

const EDIT_KIND = {
  personal: 'general',
  business: 'general',
  gold: 'gold',
  housing: 'housing',
} as const;

const DetailRoute = ({ kind }: { kind: ProfileKind }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile, setProfile } = useJourney();
  const session = useSession();
  if (!profile || !session.prospectAppId) return null;

  const onSaved = (saved: SavedProfile) => {
    const editMode = { ...(getSession().editMode ?? {}), [EDIT_KIND[kind]]: false };
    updateSession({ appId: saved.appId, editMode });
    setProfile(saved.user);
    const step = nextStep(getSession(), saved.user, deployment());
    // Gold and housing: the user area asks the server where to continue.
    void navigate(typeof step === 'string' ? step : paths.user.root.getHref(), { replace: true });
  };

  return (
    <main className="narrow">
      <h1>{t(`profile.titles.${kind}`)}</h1>
      <p className="muted">{t('profile.intro')}</p>
      <ProfileForm
        kind={kind}
        profile={profile}
        prospectAppId={session.prospectAppId}
        onSaved={onSaved}
      />
    </main>
  );
};

export const PersonalDetailRoute = () => <DetailRoute kind="personal" />;
export const BusinessDetailRoute = () => <DetailRoute kind="business" />;
export const GoldDetailRoute = () => <DetailRoute kind="gold" />;
export const HousingDetailRoute = () => <DetailRoute kind="housing" />;

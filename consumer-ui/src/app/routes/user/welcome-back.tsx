import { useNavigate } from 'react-router-dom';
import { WelcomeBack } from '@/features/offers';
import { deployment } from '@/lib/deployment';
import { maskEmail, maskPhone } from '@/lib/format';
import { useJourney } from '@/lib/journey';
import { productsPath } from '@/lib/routing';
import { getSession, updateSession, useSession } from '@/lib/session';
import { paths } from '../../paths';

const WelcomeBackPage = ({ code }: { code: 'PL' | 'BL' }) => {
  const navigate = useNavigate();
  const { profile } = useJourney();
  const { prospectAppId } = useSession();
  if (!profile || !prospectAppId) return null;
  const detail = code === 'PL' ? paths.user.userDetail : paths.user.businessDetail;
  const offers = code === 'PL' ? paths.user.offers : paths.user.businessOffers;
  return (
    <main className="narrow">
      <WelcomeBack
        prospectAppId={prospectAppId}
        firstName={profile.firstName}
        onFile={{
          name: `${profile.firstName} ${profile.lastName}`.trim(),
          phone: `+91 ${maskPhone(profile.phoneNumber)}`,
          email: profile.email ? maskEmail(profile.email) : '',
          pan: profile.tin,
          birthDate: profile.birthDate ? `**/**/${profile.birthDate.slice(0, 4)}` : '',
        }}
        productCode={code}
        loanAmount={profile.se_loan_amount}
        onContinue={(appId) => {
          updateSession({ appId: appId ?? profile.inflight_credit_app_id });
          void navigate(offers.getHref());
        }}
        onEdit={() => {
          updateSession({ editMode: { ...(getSession().editMode ?? {}), general: true } });
          void navigate(detail.getHref());
        }}
        onOtherProduct={() => void navigate(productsPath(deployment()))}
      />
    </main>
  );
};

export const WelcomeBackRoute = () => <WelcomeBackPage code="PL" />;
export const BusinessWelcomeBackRoute = () => <WelcomeBackPage code="BL" />;

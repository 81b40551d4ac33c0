import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { apiData } from './api-client';
import { changeLanguage, LANGUAGE_KEY } from './landing';
import type { RoutingProfile } from './routing';
import { getSession, restoredAtLoad, updateSession, useSession } from './session';

/** The profile as GET /api/user/{prospectAppId} answers it. */
export interface Profile extends RoutingProfile {
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  birthDate: string;
  phoneNumber: string;
  tin: string;
  languageId: number;
  employment_status_code: string;
  business_registration_type: string;
  employer_name: string;
  officepincode: string;
  monthly_income: number | '';
  salary_mode: string;
  ifsc: string;
  monthly_rent: number | '';
  educational_level: string;
  emi: number | '';
  business_current_turnover: string;
  business_years: string;
  credit_score_class: string;
  address1: string;
  address2: string;
  postal_code: string;
  gender: string;
  residence_type: string;
  /** The answers above (work, income, amount, tenure) are those of the chosen product's application. */
  se_loan_amount: number | '';
  tenure_months: number | '';
  allow_email: number;
  allow_sms: number;
  inflight_credit_app_id: string;
}

export interface Application {
  appId: string;
  productCode: string | null;
  productType: string | null;
  status: string;
  desiredAmount: number | null;
  tenureMonths: number | null;
  lenderId: number | null;
  offersShownAt: string | null;
  createdAt: string;
}

/** GET /api/start-up/{prospectAppId} */
export interface StartUp {
  prospectAppId: string;
  user: Profile;
  appId: string | null;
  productId: number | null;
  productCode: string | null;
  productType: string | null;
  application: Application | null;
  partnerName: string | null;
  products: { id: number; code: string; name: string; slug: string }[];
}

interface JourneyState {
  startUp: StartUp | null;
  profile: Profile | null;
  error: unknown;
  /** Loads the start-up data again (after a save elsewhere). */
  refresh: () => Promise<void>;
  /** The profile a save answered. */
  setProfile: (profile: Profile) => void;
}

const JourneyContext = createContext<JourneyState | null>(null);

export function useJourney(): JourneyState {
  const state = useContext(JourneyContext);
  if (!state) throw new Error('useJourney outside JourneyProvider');
  return state;
}

let restoreHandled = false;

/**
 * The signed-in consumer's start-up data (GET /api/start-up/{prospectAppId}). On a restored
 * session the in-flight application becomes the current application id. Failures are logged.
 */
export const JourneyProvider = ({ children }: { children: ReactNode }) => {
  const { token, prospectAppId } = useSession();
  const [startUp, setStartUp] = useState<StartUp | null>(null);
  const [error, setError] = useState<unknown>(null);

  const load = useCallback(async () => {
    if (!token || !prospectAppId) return;
    try {
      const data = await apiData<StartUp>('GET', `/start-up/${prospectAppId}`);
      if (restoredAtLoad && !restoreHandled && data.user.inflight_credit_app_id) {
        if (!getSession().appId) updateSession({ appId: data.user.inflight_credit_app_id });
      }
      restoreHandled = true;
      // The language saved with the profile applies unless this device chose one.
      if (data.user.languageId && !localStorage.getItem(LANGUAGE_KEY)) {
        const languages = await apiData<{ id: number; code: string }[]>('POST', '/getLanguages', {
          countryCode: 'IN',
        }).catch(() => []);
        const code = languages.find((l) => l.id === data.user.languageId)?.code;
        if (code === 'en' || code === 'hi') await changeLanguage(code);
      }
      if (data.partnerName && !getSession().partner) updateSession({ partner: data.partnerName });
      setStartUp(data);
      setError(null);
    } catch (err) {
      console.error('start-up', err);
      setError(err);
    }
  }, [token, prospectAppId]);

  useEffect(() => {
    void load();
  }, [load]);

  const setProfile = useCallback(
    (user: Profile) => setStartUp((s) => (s ? { ...s, user } : s)),
    [],
  );

  return (
    <JourneyContext.Provider
      value={{ startUp, profile: startUp?.user ?? null, error, refresh: load, setProfile }}
    >
      {children}
    </JourneyContext.Provider>
  );
};

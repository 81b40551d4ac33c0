import type { ApplicationView, ProfileView, StartUp } from '@marketplace/contracts';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { apiData } from './api-client';
import { changeLanguage, LANGUAGE_KEY } from './landing';
import { getSession, restoredAtLoad, updateSession, useSession } from './session';

export type Profile = ProfileView;
export type Application = ApplicationView;

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

import type { MaskInfo, ProfileForm, SavedProfile } from '@marketplace/contracts';
import { apiData } from '@/lib/api-client';

/** The consumer app's name for a profile form. */
export type ProfileKind = ProfileForm;

/** POST /api/user/{prospectAppId}/profile/{kind} */
export const saveProfile = (
  prospectAppId: string,
  kind: ProfileKind,
  body: Record<string, unknown>,
) => apiData<SavedProfile>('POST', `/user/${prospectAppId}/profile/${kind}`, body);

/** GET /api/getMaskInfo/{id}: the PAN and birth date as the screens show them. */
export const getMaskInfo = (id: string) => apiData<MaskInfo>('GET', `/getMaskInfo/${id}`);

export interface ListOption {
  value: string;
  label: string;
  meta?: Record<string, unknown>;
}

/** GET /api/search-list/{lang}/{keys}: option lists with labels in the language. */
export const getSmartLists = (lang: string, keys: string[]) =>
  apiData<Record<string, ListOption[]>>('GET', `/search-list/${lang}/${keys.join(',')}`);

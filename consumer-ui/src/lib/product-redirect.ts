import { api } from './api-client';

/** POST /api/gold-loans/{appId} or /api/housing-loan/{appId}: where the journey continues. */
export async function productRedirect(code: 'GL' | 'HL', appId: string): Promise<string> {
  const path = code === 'GL' ? 'gold-loans' : 'housing-loan';
  const answer = await api<{ redirect: string }>('POST', `/${path}/${appId}`, {});
  return `/user/${answer.redirect}`;
}

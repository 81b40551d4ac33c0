import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils } from 'react-admin';

export const API_URL = '/api/admin';

const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const token = localStorage.getItem('adminToken');
  return fetchUtils.fetchJson(url, {
    ...options,
    user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
  });
};

// ra-data-simple-rest reads list totals from the Content-Range header the API must send.
export const dataProvider = simpleRestProvider(API_URL, httpClient);

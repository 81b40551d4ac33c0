// The one place import.meta.env is read; checked once at start-up.
const apiUrl = import.meta.env.VITE_API_URL ?? '/api';

if (!apiUrl.startsWith('/') && !/^https?:\/\//.test(apiUrl)) {
  throw new Error(`VITE_API_URL must be a path or an http(s) URL, got "${apiUrl}"`);
}

export const env = {
  apiUrl,
} as const;

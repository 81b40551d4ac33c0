import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/errors';

/** Loads once (again when `key` changes): the answer, or the error's text. */
export function useLoad<T>(load: () => Promise<T>, key: unknown = null) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ data: T | null; error: string | null }>({
    data: null,
    error: null,
  });
  useEffect(() => {
    let live = true;
    setState({ data: null, error: null });
    load().then(
      (data) => live && setState({ data, error: null }),
      (e: unknown) => live && setState({ data: null, error: errorText(t, e) }),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; `key` says when it asks for something else.
  }, [key]);
  return state;
}

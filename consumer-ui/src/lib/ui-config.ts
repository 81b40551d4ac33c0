import { useSyncExternalStore } from 'react';
import type { UiConfig } from '@marketplace/contracts';
import { api } from './api-client';

let loaded: Promise<UiConfig> | undefined;
let answered: UiConfig | null = null;
const listeners = new Set<() => void>();

// The same for everyone: asked without the sign-in, as index.html's preload asks it (the page
// fetches it while its scripts download, and this call takes that answer instead of asking again).
const PUBLIC = { token: null, onUnauthorized: () => undefined };

/** The settings, asked for once per page load (a failed ask is asked again next time). */
export function uiConfig(): Promise<UiConfig> {
  loaded ??= api<UiConfig>('GET', '/ui-config', undefined, { auth: PUBLIC }).then(
    (config) => {
      answered = config;
      for (const listener of listeners) listener();
      return config;
    },
    (error: unknown) => {
      loaded = undefined;
      throw error;
    },
  );
  return loaded;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The settings once they have arrived, else null. The build drew the prerendered pages without
 * them, and they usually arrive before hydration (the root loader asks): the first render after
 * hydration draws the page as the build did (the server value) and shows them right after, so
 * React never redraws the page for them.
 */
export const useAnsweredUiConfig = (): UiConfig | null =>
  useSyncExternalStore(
    subscribe,
    () => answered,
    () => null,
  );

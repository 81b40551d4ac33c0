import { useSyncExternalStore } from 'react';
import type { Deployment } from '@marketplace/contracts';
import { STANDARD } from './routing';
import { getSession, updateSession } from './session';
import { uiConfig } from './ui-config';

let current: Deployment = STANDARD;
let loading: Promise<Deployment> | undefined;
const listeners = new Set<() => void>();

/** This deployment (GET /api/ui-config): the standard one until the server has said otherwise. */
export const deployment = (): Deployment => current;

/**
 * Asks the server once per page load, before the first route draws (the router's root loader).
 * A lender-specific deployment stores its lender as the lender marker. When the server cannot be
 * reached the standard deployment is assumed, and the next route that loads asks again.
 */
export function loadDeployment(): Promise<Deployment> {
  loading ??= uiConfig().then(
    ({ deployment: d }) => {
      current = d;
      for (const listener of listeners) listener();
      if (d.lender && getSession().lenderMarker !== d.lender)
        updateSession({ lenderMarker: d.lender });
      return d;
    },
    () => {
      loading = undefined;
      return current;
    },
  );
  return loading;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * This deployment, for what a page draws: a prerendered page was drawn for the standard one, so
 * hydration draws it so (the server value) and the answered one right after.
 */
export const useDeployment = (): Deployment =>
  useSyncExternalStore(subscribe, deployment, () => STANDARD);

import { useSyncExternalStore } from 'react';

/** Consumer spec §8/§9: at most 5 toasts at once, each closing itself after 3 seconds. */
export const TOAST_LIMIT = 5;
export const TOAST_MS = 3000;

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  text: string;
  /** When it was shown (ms since the epoch). */
  shownAt: number;
}

/**
 * A toast shown this shortly before a page change is about that change (a step that saves and
 * moves on): it stays. Older ones belong to the page left behind.
 */
const SAME_STEP_MS = 1000;

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function dismissToast(id: number): void {
  toasts = toasts.filter((t) => t.id !== id);
  emit();
}

export function showToast(kind: Toast['kind'], text: string): void {
  const id = nextId++;
  toasts = [...toasts, { id, kind, text, shownAt: Date.now() }].slice(-TOAST_LIMIT);
  emit();
  setTimeout(() => dismissToast(id), TOAST_MS);
}

/** On a page change: the toasts of the page left behind do not follow the user. */
export function dismissEarlierToasts(now = Date.now()): void {
  const kept = toasts.filter((t) => now - t.shownAt < SAME_STEP_MS);
  if (kept.length === toasts.length) return;
  toasts = kept;
  emit();
}

/** The toasts shown now. */
export const currentToasts = (): Toast[] => toasts;

const NO_TOASTS: Toast[] = [];

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => toasts,
    // The prerendered pages carry no toast.
    () => NO_TOASTS,
  );
}

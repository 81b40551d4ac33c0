import { useSyncExternalStore } from 'react';

/** At most 5 toasts at once, each closing itself after 3 seconds. */
export const TOAST_LIMIT = 5;
export const TOAST_MS = 3000;

export interface Toast {
  id: number;
  kind: 'error' | 'success' | 'info';
  text: string;
}

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
  toasts = [...toasts, { id, kind, text }].slice(-TOAST_LIMIT);
  emit();
  setTimeout(() => dismissToast(id), TOAST_MS);
}

/** Closes every toast: a new page does not carry the last page's messages. */
export function clearToasts(): void {
  if (!toasts.length) return;
  toasts = [];
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

/**
 * A tiny toast store (spec section 9: only 1 toast visible at a time, 5000 ms by default).
 * `toast()` can be called from anywhere (mutations' callbacks included); `useToast()` subscribes.
 */
import { limits } from '@jobapp/shared';
import { type ReactNode, useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; defaults to `limits.toastDurationMs`. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

/** How long a dismissed toast stays mounted for its exit animation. */
const REMOVE_DELAY_MS = 300;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot() {
  return toasts;
}

/** The current toasts (for tests and non-React callers). */
export function getToasts(): readonly ToastItem[] {
  return toasts;
}

export function dismissToast(id?: string) {
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  setTimeout(() => {
    emit(toasts.filter((t) => t.open));
  }, REMOVE_DELAY_MS);
}

/** Shows a toast, replacing any visible one (limit 1). Returns its id. */
export function toast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const item: ToastItem = { duration: limits.toastDurationMs, variant: 'default', ...input, id, open: true };
  emit([item, ...toasts].slice(0, limits.toastLimit));
  return id;
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { toasts: current, toast, dismiss: dismissToast };
}

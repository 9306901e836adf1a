import { type ComponentType, useEffect, useSyncExternalStore } from 'react';
import type { Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast/headless';
import { useLocation } from 'react-router';

/*
 * The shop's toasts. Each one answers something the visitor did (added a tea, signed out, sent a
 * form), so the code that shows them, react-hot-toast's store and the toaster (./toaster.tsx), is not
 * part of the first scripts: it loads with the first toast, and the toaster is put on the page then
 * (docs/decisions/0018-home-page-scripts.md).
 */

type ToasterModule = typeof import('./toaster');

let loading: Promise<ToasterModule> | undefined;
let loaded: ToasterModule | undefined;
const listeners = new Set<() => void>();

function loadToaster(): Promise<ToasterModule> {
  loading ??= import('./toaster').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      // Not come (the connection dropped): the next toast asks again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// Every toast answers something the visitor did: the toaster starts loading with their first touch,
// key or focus, so it is there when the answer comes, even one saying the connection dropped since.
if (typeof window !== 'undefined') {
  const early = () => void loadToaster().catch(() => undefined);
  for (const event of ['pointerdown', 'keydown', 'focusin']) {
    window.addEventListener(event, early, { once: true, passive: true, capture: true });
  }
}

/** A message, or one drawn from the toast it is shown in (its id, for a Close button). */
type Show = (message: ValueOrFunction<Renderable, Toast>, options?: ToastOptions) => void;

const show =
  (kind: 'blank' | 'success' | 'error' | 'custom'): Show =>
  (message, options) => {
    loadToaster().then(
      ({ toast }) => (kind === 'blank' ? toast(message, options) : toast[kind](message, options)),
      // Without its code there is nothing to show the toast with; the page itself goes on.
      () => undefined,
    );
  };

/**
 * Shows a toast: `toast(message)`, `toast.success(message)` or `toast.error(message)`, with
 * react-hot-toast's options; `toast.custom` draws its own look (the cart's notice).
 */
export const toast = Object.assign(show('blank'), {
  success: show('success'),
  error: show('error'),
  custom: show('custom'),
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const currentToaster = (): ComponentType | null => loaded?.Toaster ?? null;

/** Where the toasts show: nothing until the first toast has loaded the toaster. */
export function Toasts() {
  const Toaster = useSyncExternalStore(subscribe, currentToaster, () => null);
  return Toaster ? <Toaster /> : null;
}

const pageToasts = new Set<string>();

/** Marks a toast as the page's (the cart's notice): it goes when another page opens. Answers its id. */
export function onThisPage(id: string): string {
  pageToasts.add(id);
  return id;
}

/** Takes away the page's toasts when another page opens: at once, since the page they spoke of is gone. */
export function PageToasts() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what the effect reacts to
  useEffect(() => {
    if (loaded) for (const id of pageToasts) loaded.toast.remove(id);
  }, [pathname]);
  return null;
}

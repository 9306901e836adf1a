import type { ReactNode } from 'react';
import { resolveValue, type Toast, type ToastType, useToaster } from 'react-hot-toast/headless';
import { HiCheckCircle, HiXCircle } from './shell-icons';

/**
 * react-hot-toast's own renderer injects <style> elements at run time, which the server's
 * Content-Security-Policy (style-src 'self') rightly blocks. Its headless store keeps everything that
 * matters, and its defaults ARE the shop's toast timings (docs/product.md) (4 s, 2 s success, 4 s error, 20 at once), so only
 * the look lives here: green for success and red for errors, styled by the stylesheet.
 */
const looks: Record<ToastType, { className: string; icon: ReactNode }> = {
  success: {
    className: 'bg-success text-success-content',
    icon: <HiCheckCircle className="size-5 shrink-0" aria-hidden="true" />,
  },
  error: {
    className: 'bg-error text-error-content',
    icon: <HiXCircle className="size-5 shrink-0" aria-hidden="true" />,
  },
  loading: {
    className: 'bg-neutral text-neutral-content',
    icon: <span className="loading loading-spinner loading-sm" aria-hidden="true" />,
  },
  blank: { className: 'bg-neutral text-neutral-content', icon: null },
  custom: { className: '', icon: null },
};

// The store the toaster shows, for ./toast.tsx, which loads this module with the first toast.
export { default as toast } from 'react-hot-toast/headless';

const GUTTER = 8;

function ToastItem({ toast, offset, onHeight }: { toast: Toast; offset: number; onHeight: (height: number) => void }) {
  const look = looks[toast.type];
  return (
    <div
      ref={(element) => {
        if (element && typeof toast.height !== 'number') onHeight(element.getBoundingClientRect().height);
      }}
      {...toast.ariaProps}
      // A toast on its way out is gone for the reader and the keyboard at once; only its fading shows.
      aria-hidden={!toast.visible || undefined}
      inert={!toast.visible}
      // A custom toast (the cart's notice) draws its own look.
      className={`absolute flex max-w-[min(26rem,calc(100vw-2rem))] transition-[opacity,translate] duration-200 ease-out ${toast.visible ? 'pointer-events-auto' : 'pointer-events-none'} ${toast.type === 'custom' ? '' : `items-center gap-3 rounded-field px-4 py-3 font-medium shadow-lg ${look.className}`}`}
      style={{
        translate: `0 ${toast.visible ? offset : offset - 12}px`,
        opacity: toast.visible ? 1 : 0,
      }}
    >
      {toast.icon ?? look.icon}
      {toast.type === 'custom' ? resolveValue(toast.message, toast) : <span>{resolveValue(toast.message, toast)}</span>}
    </div>
  );
}

export function Toaster() {
  const { toasts, handlers } = useToaster();
  const { startPause, endPause, calculateOffset, updateHeight } = handlers;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hovering only pauses the timers so a toast can be read to the end
    <div
      className="pointer-events-none fixed inset-x-0 top-20 z-50 flex justify-center"
      onMouseEnter={startPause}
      onMouseLeave={endPause}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.id}
          toast={toast}
          offset={calculateOffset(toast, { reverseOrder: false, gutter: GUTTER })}
          onHeight={(height) => updateHeight(toast.id, height)}
        />
      ))}
    </div>
  );
}

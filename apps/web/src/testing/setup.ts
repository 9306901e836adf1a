import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toast } from '../components/ui/toaster';

// The test page (jsdom) has no native <dialog> behaviour: a modal is drawn as an element with `open`,
// and closing it says so with a `close` event, as a browser does.
HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
  if (!this.hasAttribute('open')) return;
  this.removeAttribute('open');
  this.dispatchEvent(new Event('close'));
};

// Each test starts from an empty page, an empty local storage and no toast left by the one before
// (the files of a worker share their modules: vitest.config.ts).
afterEach(() => {
  cleanup();
  toast.remove();
  window.localStorage.clear();
});

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty page and an empty local storage.
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

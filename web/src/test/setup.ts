import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Each test renders into a fresh document, with nothing kept from the last one (drafts, choices).
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

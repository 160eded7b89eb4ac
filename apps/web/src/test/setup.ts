import { loadFormatter } from '@familytree/shared';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { takeUnexpectedCalls } from './contract-api';

// findBy… waits this long for what a stubbed answer brings (a ceiling, as testTimeout).
configure({ asyncUtilTimeout: 30_000 });

// The app starts loading the ICU formatter at once (main.tsx); a test's first render has it, so
// that a screen with a plural does not wait in its Suspense boundary for it.
beforeAll(loadFormatter);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  // A call no stub answered (or answered off its contract) is a failure of the test that made it.
  expect(takeUnexpectedCalls()).toEqual([]);
});

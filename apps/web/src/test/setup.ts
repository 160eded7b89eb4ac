import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { takeUnexpectedCalls } from './contract-api';

// findBy… waits this long for what a stubbed answer brings (a ceiling, as testTimeout).
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  // A call no stub answered (or answered off its contract) is a failure of the test that made it.
  expect(takeUnexpectedCalls()).toEqual([]);
});

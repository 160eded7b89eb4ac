import { useSyncExternalStore } from 'react';

/**
 * The platform admin's token, kept apart from the family session: per tab (sessionStorage) on the
 * main site only, and sent explicitly with each platform call.
 */
const storageKey = 'familytree.platformToken';
const listeners = new Set<() => void>();

export function readPlatformToken(): string | null {
  return window.sessionStorage.getItem(storageKey);
}

export function writePlatformToken(token: string): void {
  window.sessionStorage.setItem(storageKey, token);
  listeners.forEach((listener) => listener());
}

export function clearPlatformToken(): void {
  window.sessionStorage.removeItem(storageKey);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlatformToken(): string | null {
  return useSyncExternalStore(subscribe, readPlatformToken, () => null);
}

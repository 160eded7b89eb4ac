import type { FamilyListItem, Menu } from '@familytree/shared';
import { useSyncExternalStore } from 'react';

/**
 * The browser session of spec part 3, kept per origin in localStorage. In lib, not in the auth
 * feature, because the API client sends its token and most features read it.
 */
export interface Session {
  familyId: number | null;
  familyName: string | null;
  userId: number;
  userRole: string | null;
  userFamilyList: FamilyListItem[];
  selectedFamily: number | null;
  menus: Menu[];
  domainName: string | null;
  userName: string;
  token: string;
  isLoggedIn: true;
  coverPhoto: string | null;
  showHeader: boolean;
  showCoverPhoto: boolean;
}

const storageKey = 'familytree.session';
const listeners = new Set<() => void>();
let cached: { raw: string | null; session: Session | null } = { raw: null, session: null };

function parseSession(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Session;
  } catch {
    return null;
  }
}

export function readSession(): Session | null {
  const raw = window.localStorage.getItem(storageKey);
  if (raw !== cached.raw) {
    cached = { raw, session: parseSession(raw) };
  }
  return cached.session;
}

function notify(): void {
  listeners.forEach((listener) => listener());
}

export function writeSession(session: Session): void {
  window.localStorage.setItem(storageKey, JSON.stringify(session));
  notify();
}

export function updateSession(patch: Partial<Session>): void {
  const current = readSession();
  if (current) writeSession({ ...current, ...patch });
}

/** Logout clears everything and leaves the logged-out flag behind. */
export function clearSession(): void {
  window.localStorage.removeItem(storageKey);
  window.localStorage.setItem('familytree.isLoggedIn', 'false');
  notify();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, readSession, () => null);
}

/** The person a MEMBER keeps in the session's family ("My profile"), or null (issue 17). */
export function memberPersonIdOf(session: Session | null): number | null {
  const family = session?.userFamilyList.find((f) => f.id === session.familyId);
  return family?.memberPersonId ?? null;
}

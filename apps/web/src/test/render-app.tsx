import type { FamilyResponse, FamilyRole } from '@familytree/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '../lib/router';
import { expect } from 'vitest';
import { FamilyContext } from '../features/family/family-context';
import { HostContext } from '../lib/host-context';
import { writeSession, type Session } from '../lib/session-store';

export const testFamily: FamilyResponse = {
  familyId: 1,
  name: 'The Harpers',
  domainName: 'harper',
  menus: [],
};

/** Signs a user of the test family in, as the login page would leave the session. */
export function signIn(role: FamilyRole, userId = 7, memberPersonId: number | null = null): void {
  const session: Session = {
    familyId: testFamily.familyId,
    familyName: testFamily.name,
    userId,
    userRole: role,
    userFamilyList: [
      {
        id: testFamily.familyId,
        name: testFamily.name,
        domainName: testFamily.domainName,
        roles: [role],
        memberPersonId,
      },
    ],
    selectedFamily: testFamily.familyId,
    menus: [],
    domainName: testFamily.domainName,
    userName: 'Ada Admin',
    token: 'test-token',
    isLoggedIn: true,
    coverPhoto: null,
    showHeader: true,
    showCoverPhoto: false,
  };
  writeSession(session);
}

/**
 * Renders a component as the family's site does: on its sub-domain, inside its family, with a
 * fresh query cache and the router at `url`. The API is whatever the test stubbed (contract-api).
 */
export function renderOnFamilySite(ui: ReactNode, url = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <HostContext.Provider value={{ baseDomain: 'localhost', subdomain: testFamily.domainName }}>
        <FamilyContext.Provider value={{ family: testFamily, reloadFamily: () => {} }}>
          <MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>
        </FamilyContext.Provider>
      </HostContext.Provider>
    </QueryClientProvider>,
  );
  return {
    ...rendered,
    /** Waits until every query asked so far has its answer (so an absence is not just early). */
    answered: () => waitFor(() => expect(queryClient.isFetching()).toBe(0)),
  };
}

/** The text that describes a field to assistive technology (its helper text or error message). */
export function descriptionOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

import {
  canEditContract,
  countryStatesContract,
  generationContract,
  immediateFamilyContract,
  memberGedcomRecordsContract,
  memberProfileContract,
  personCitationsContract,
  personHistoryContract,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '../../../lib/router';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi, type StubbedApi } from '../../../test/contract-api';
import { memberProfile } from '../../../test/member-profile';
import { renderOnFamilySite, signIn } from '../../../test/render-app';
import { MemberHistoryPage, MemberProfilePage } from './MemberProfilePages';

const esther = memberProfile();

const visitorTabs = ['Profile', 'My Family Tree', 'Members', 'My Family Root', 'Sources', 'Media'];

/** Esther's profile page at `tab`, the API answering as a server would. */
function openProfile(api: StubbedApi, canEdit: boolean, tab = 'profile') {
  api.on(memberProfileContract, esther);
  api.on(canEditContract, canEdit);
  api.on(generationContract, [
    { generation: 1, personId: 12, firstName: 'Esther', lastName: 'Koshy' },
  ]);
  api.on(immediateFamilyContract, { father: null, mother: null, spouses: [], children: [] });
  api.on(personHistoryContract, { items: [], page: 1, pageSize: 20, total: 0 });
  api.on(memberGedcomRecordsContract, []);
  api.on(personCitationsContract, []);
  api.on(countryStatesContract, []);
  const page = renderOnFamilySite(
    <Routes>
      <Route path="/members/:id/profile" element={<MemberProfilePage />} />
      <Route path="/members/:id/history" element={<MemberHistoryPage />} />
    </Routes>,
    `/members/12/${tab}`,
  );
  return { tabs: () => screen.findByRole('tablist', { name: 'Profile sections' }), ...page };
}

const tabNames = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe("the tabs of a member's profile", () => {
  // The History tab loads lazily; loading it once here keeps module loading out of the waits.
  beforeAll(() => import('./history/HistoryTab'));

  it('show a visitor the four public tabs, each a link to its page, the open one marked', async () => {
    const api = stubApi();
    const nav = await openProfile(api, true).tabs();

    expect(tabNames(nav)).toEqual(visitorTabs);
    const profile = within(nav).getByRole('tab', { name: 'Profile' });
    expect(profile.getAttribute('aria-current')).toBe('page');
    expect(profile.getAttribute('aria-selected')).toBe('true');
    expect(within(nav).getByRole('tab', { name: 'My Family Root' }).getAttribute('href')).toBe(
      '/members/12/myFamilyRoot',
    );
    expect(await screen.findByText('Kottayam')).toBeTruthy();
    expect(api.callsOf(canEditContract)).toEqual([]);
  });

  it('hide History from a signed-in admin who may not edit the member', async () => {
    signIn('BRANCH_ADMIN');
    const api = stubApi();
    const page = openProfile(api, false);
    const nav = await page.tabs();

    await page.answered();
    expect(api.callsOf(canEditContract)).toHaveLength(1);
    expect(tabNames(nav)).toEqual(visitorTabs);
  });

  it('add History for a member on their own profile, who may edit it (no canedit needed)', async () => {
    signIn('MEMBER', 7, 12);
    const api = stubApi();
    const nav = await openProfile(api, false).tabs();

    expect(await within(nav).findByRole('tab', { name: 'History' })).toBeTruthy();
    expect(tabNames(nav)).toEqual([...visitorTabs, 'History']);
  });

  it('add History for an admin who may edit the member, and History opens the change list', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    const nav = await openProfile(api, true).tabs();

    await userEvent.click(await within(nav).findByRole('tab', { name: 'History' }));

    expect(
      await screen.findByText('No changes have been recorded for this member yet.'),
    ).toBeTruthy();
    const tabs = screen.getByRole('tablist', { name: 'Profile sections' });
    expect(within(tabs).getByRole('tab', { name: 'History' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(tabs).getByRole('tab', { name: 'Profile' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(api.callsOf(personHistoryContract)).toMatchObject([{ params: { id: '12' } }]);
  });
});

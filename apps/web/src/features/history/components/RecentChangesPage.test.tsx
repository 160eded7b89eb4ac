import {
  familyHistoryAuthorsContract,
  familyHistoryContract,
  type ChangePage,
} from '@familytree/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/contract-api';
import { descriptionOf, renderOnFamilySite, signIn } from '../../../test/render-app';
import { RecentChangesPage } from './RecentChangesPage';

const page: ChangePage = {
  items: [
    {
      id: 5,
      at: '2026-11-24T10:05:00.000Z',
      userId: 7,
      userName: 'Ada Admin',
      action: 'person.add',
      entityType: 'person',
      entityId: 12,
      personId: 12,
      personName: 'Ann Smith',
      section: 'tree',
      changes: [{ field: 'first_name', before: null, after: 'Ann' }],
      revertsId: null,
      revertible: true,
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
};

describe('Recent changes for a branch admin (issue 29)', () => {
  it("lists their branch's changes, with no user filter and no Revert", async () => {
    signIn('BRANCH_ADMIN');
    const api = stubApi();
    api.on(familyHistoryContract, page);
    renderOnFamilySite(<RecentChangesPage />);

    expect(await screen.findByRole('heading', { name: 'Changes in my branch' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Changes' });
    expect(
      within(list).getByRole('listitem', { name: 'Added a person to the tree – Ann Smith' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Revert/ })).toBeNull();
    expect(screen.queryByLabelText('User')).toBeNull();
    expect(screen.getByLabelText('Kind')).toBeTruthy();
  });
});

describe('Recent changes between two days typed in the language (issue 31)', () => {
  it('filters from a day typed as DD/MM/YYYY once it is whole', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(familyHistoryContract, page);
    api.on(familyHistoryAuthorsContract, []);
    const user = userEvent.setup();
    const view = renderOnFamilySite(<RecentChangesPage />);
    await screen.findByRole('list', { name: 'Changes' });

    const from = screen.getByLabelText('From');
    await user.type(from, '1/11/202');
    await user.tab();
    expect(descriptionOf(from)).toBe('Enter the date as DD/MM/YYYY');
    await view.answered();
    const sent = () => api.callsOf(familyHistoryContract).map((call) => call.query.get('from'));
    expect(sent().every((day) => day === null)).toBe(true);

    await user.type(from, '6');
    await waitFor(() => expect(sent().at(-1)).toBe('2026-11-01'));
    await user.tab();
    expect((from as HTMLInputElement).value).toBe('01/11/2026');
  });
});

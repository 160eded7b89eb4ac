import {
  canEditContract,
  memberDetailContract,
  messages,
  saveMemberContract,
  type MemberDetail,
} from '@familytree/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { stubApi, type StubbedApi } from '../../../../test/contract-api';
import { descriptionOf, renderOnFamilySite, signIn, testFamily } from '../../../../test/render-app';
import { MemberDialogHost } from './MemberDialogHost';

const ann: MemberDetail = {
  personId: 12,
  familyId: testFamily.familyId,
  firstName: 'Ann',
  middleName: null,
  lastName: 'Smith',
  gender: 'F',
  father: null,
  mother: null,
  spouses: [{ personId: 13, firstName: 'Bo', lastName: 'Smith', canDelete: true }],
  children: [{ personId: 14, firstName: 'Cy', lastName: 'Smith', canDelete: true }],
  siblingsCount: 0,
  childOrder: null,
};

/** The tree's member dialog opened on Ann, the API answering as a server would. */
function openAnn(api: StubbedApi, canEdit: boolean, detail: MemberDetail = ann) {
  api.on(memberDetailContract, detail);
  api.on(canEditContract, canEdit);
  const page = renderOnFamilySite(
    <MemberDialogHost
      familyId={testFamily.familyId}
      target={{ personId: 12, parentId: 0 }}
      onClose={() => {}}
    />,
  );
  return { dialog: () => screen.findByRole('dialog', { name: 'Ann Smith' }), ...page };
}

const form = (name: string) => screen.findByRole('form', { name });

describe('the member dialog of the tree', () => {
  // The host loads the dialog lazily; loading it once here keeps module loading out of the waits.
  beforeAll(() => import('./MemberDialog'));

  it('shows a visitor the member and relatives, with nothing to add, edit or delete', async () => {
    const api = stubApi();
    const dialog = await openAnn(api, true).dialog();

    expect(within(dialog).getByText('Bo Smith')).toBeTruthy();
    expect(within(dialog).getByText('Cy Smith')).toBeTruthy();
    for (const action of ['Add Father', 'Add Spouse', 'Add child', 'Edit', 'Delete']) {
      expect(within(dialog).queryByRole('button', { name: action })).toBeNull();
    }
    // A visitor never asks whether they may edit.
    expect(api.callsOf(canEditContract)).toEqual([]);
  });

  it('offers an admin who may not edit the member (outside their branch) no add or edit', async () => {
    signIn('BRANCH_ADMIN');
    const api = stubApi();
    const page = openAnn(api, false);
    const dialog = await page.dialog();

    await within(dialog).findByRole('link', { name: 'Profile' });
    await page.answered();
    expect(within(dialog).queryByRole('button', { name: 'Add child' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(api.callsOf(canEditContract)).toMatchObject([
      { params: { familyId: '1', userId: '7', memberId: '12' } },
    ]);
  });

  it("adds a child: the shared rules' messages on their fields first, nothing sent", async () => {
    signIn('BRANCH_ADMIN');
    const api = stubApi();
    const dialog = await openAnn(api, true).dialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add child' }));
    const addChild = await form('Add child');
    await userEvent.clear(within(addChild).getByRole('spinbutton', { name: 'Child order' }));
    await userEvent.type(within(addChild).getByRole('spinbutton', { name: 'Child order' }), '9');
    await userEvent.click(within(addChild).getByRole('button', { name: 'Save' }));

    const field = (role: string, name: string) => within(addChild).getByRole(role, { name });
    await waitFor(() =>
      expect(descriptionOf(field('textbox', 'First name'))).toBe('First name is required'),
    );
    expect(field('textbox', 'First name').getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(field('textbox', 'Last name'))).toBe('Last name is required');
    expect(descriptionOf(field('textbox', 'Middle name'))).toBe('');
    expect(descriptionOf(field('spinbutton', 'Child order'))).toBe(
      'Child order must be between 1 and 2',
    );
    // The gender radios have no description of their own: the message sits in their group.
    expect(within(addChild).getByText('Gender is required')).toBeTruthy();
    expect(api.callsOf(saveMemberContract)).toEqual([]);
  });

  it('adds a child: Save sends the new person under the member and says it is saved', async () => {
    signIn('BRANCH_ADMIN');
    const api = stubApi();
    const dialog = await openAnn(api, true).dialog();
    api.on(saveMemberContract, {
      ...ann,
      children: [...ann.children, { ...ann.children[0]!, personId: 15, firstName: 'Di' }],
    });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add child' }));
    const addChild = await form('Add child');
    await userEvent.type(within(addChild).getByRole('textbox', { name: 'First name' }), 'Di');
    await userEvent.type(within(addChild).getByRole('textbox', { name: 'Last name' }), 'Smith');
    await userEvent.click(within(addChild).getByRole('radio', { name: 'Female' }));
    await userEvent.click(within(addChild).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText(messages.member.saved)).toBeTruthy();
    expect(api.callsOf(saveMemberContract)).toMatchObject([
      {
        params: { parentId: '0', memberId: '12' },
        body: {
          memberType: 'CHILD',
          firstName: 'Di',
          middleName: null,
          lastName: 'Smith',
          gender: 'F',
          childOrder: 2,
          // Ann has one spouse: the child's other parent.
          spouseId: 13,
        },
      },
    ]);
  });

  it("edits the member: the form starts with the member's names, and a server refusal lands on its field", async () => {
    signIn('BRANCH_ADMIN');
    const api = stubApi();
    const dialog = await openAnn(api, true).dialog();
    api.on(saveMemberContract, () => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Check the highlighted fields',
        fields: { lastName: 'Use letters in the last name' },
      },
    }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Edit' }));
    const edit = await form('Edit member');
    const lastName = within(edit).getByRole('textbox', { name: 'Last name' });
    expect(within(edit).getByRole('textbox', { name: 'First name' })).toHaveProperty(
      'value',
      'Ann',
    );
    expect(lastName).toHaveProperty('value', 'Smith');
    await userEvent.clear(lastName);
    await userEvent.type(lastName, '1234');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(descriptionOf(lastName)).toBe('Use letters in the last name'));
    expect(lastName.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsOf(saveMemberContract)).toMatchObject([
      { body: { memberType: 'SELF', firstName: 'Ann', lastName: '1234', gender: 'F' } },
    ]);
  });

  it('asks for the other parent of a child when the member has several spouses', async () => {
    signIn('BRANCH_ADMIN');
    const api = stubApi();
    const twoSpouses = {
      ...ann,
      spouses: [
        ...ann.spouses,
        { personId: 16, firstName: 'Ed', lastName: 'Jones', canDelete: true },
      ],
    };
    const dialog = await openAnn(api, true, twoSpouses).dialog();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add child' }));
    const addChild = await form('Add child');
    await userEvent.type(within(addChild).getByRole('textbox', { name: 'First name' }), 'Di');
    await userEvent.type(within(addChild).getByRole('textbox', { name: 'Last name' }), 'Smith');
    await userEvent.click(within(addChild).getByRole('radio', { name: 'Female' }));
    await userEvent.click(within(addChild).getByRole('button', { name: 'Save' }));

    expect(await within(addChild).findByText('Choose the other parent of the child')).toBeTruthy();
    expect(api.callsOf(saveMemberContract)).toEqual([]);
  });
});

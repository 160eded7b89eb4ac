// @vitest-environment jsdom
import { createFamilyContract, localeNames, locales } from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale } from '../../../lib/i18n';
import { stubApi } from '../../../test/contract-api';
import { renderOnFamilySite } from '../../../test/render-app';
import { CreateFamilyDialog } from './CreateFamilyDialog';

// The new family's language (issue 31, decision 0056): a labelled choice of the ten languages,
// the platform admin's own by default, sent as the request's `language`.

const created = {
  familyId: 9,
  name: 'Müller',
  domainName: 'mueller',
  personCount: 0,
  adminCount: 1,
};

async function fillAndCreate(dialog: HTMLElement, submit: string) {
  const user = userEvent.setup();
  const fields = within(dialog).getAllByRole('textbox');
  const values = ['Müller', 'mueller', 'jonas@example.com', 'Jonas', 'Müller'];
  for (const [i, value] of values.entries()) await user.type(fields[i]!, value);
  return { user, submit: () => user.click(within(dialog).getByRole('button', { name: submit })) };
}

describe('the create family dialog', () => {
  afterEach(() => chooseLocale('en'));

  it('offers the ten languages, the English UI choosing English, and sends the choice', async () => {
    const api = stubApi();
    api.on(createFamilyContract, () => ({ status: 201, body: created }));
    const onCreated = vi.fn();
    renderOnFamilySite(<CreateFamilyDialog token="t" onClose={() => {}} onCreated={onCreated} />);
    const dialog = await screen.findByRole('dialog', { name: 'Create family' });
    const language = within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Language' });
    expect(language.value).toBe('en');
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(locales.map((l) => localeNames[l]));

    const { user, submit } = await fillAndCreate(dialog, 'Create family');
    await user.selectOptions(language, 'Deutsch');
    await submit();
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.callsOf(createFamilyContract)[0]!.body).toMatchObject({
      domainName: 'mueller',
      language: 'de',
    });
  });

  it("defaults to the UI's language", async () => {
    await chooseLocale('ml');
    const api = stubApi();
    api.on(createFamilyContract, () => ({ status: 201, body: created }));
    const onCreated = vi.fn();
    renderOnFamilySite(<CreateFamilyDialog token="t" onClose={() => {}} onCreated={onCreated} />);
    const dialog = await screen.findByRole('dialog', { name: 'കുടുംബം സൃഷ്ടിക്കുക' });
    expect(within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'ഭാഷ' }).value).toBe(
      'ml',
    );
    const { submit } = await fillAndCreate(dialog, 'കുടുംബം സൃഷ്ടിക്കുക');
    await submit();
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(api.callsOf(createFamilyContract)[0]!.body).toMatchObject({ language: 'ml' });
  });
});

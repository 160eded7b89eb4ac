import {
  familyPlacesContract,
  loadFormatter,
  mergePlaceContract,
  placeMessages,
  renamePlaceContract,
  type Place,
  type PlaceSummary,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/contract-api';
import { renderOnFamilySite, testFamily } from '../../../test/render-app';
import { MergePlaceDialog } from './MergePlaceDialog';
import { RenamePlaceDialog } from './RenamePlaceDialog';

// The places' catalog has plurals: the formatter is loaded before the renders (the app waits for
// it in its Suspense boundaries; a render inside act would not resume).
beforeAll(loadFormatter);

// Renaming and merging a place (issue 30, decision 0044): a choice, a confirmation, the server's
// refusals shown at their field.

const summary = (key: string, more: Partial<PlaceSummary> = {}): PlaceSummary => {
  const parts = key.split(', ').map((p) => p.charAt(0).toUpperCase() + p.slice(1));
  return {
    key,
    placeId: null,
    name: parts[0]!,
    fullName: parts.join(', '),
    parentKey: key.split(', ').slice(1).join(', ') || null,
    type: null,
    latitude: null,
    longitude: null,
    childCount: 0,
    factCount: 1,
    ...more,
  };
};
const kottayam: Place = {
  ...summary('kottayam, kerala, india', { factCount: 3 }),
  note: null,
  alternativeNames: [],
  parents: [
    { key: 'india', name: 'India' },
    { key: 'kerala, india', name: 'Kerala' },
  ],
  children: [],
  facts: [],
};
const kochi = summary('kochi, kerala, india');
const asPlace = (s: PlaceSummary): Place => ({
  ...s,
  note: null,
  alternativeNames: [],
  parents: [],
  children: [],
  facts: [],
});
const refused = (status: number, field: string, message: string) => ({
  status,
  body: { code: status === 409 ? 'CONFLICT' : 'VALIDATION', message, fields: { [field]: message } },
});

describe('renaming a place', () => {
  it('asks for the name, confirms what it rewrites, and shows a refusal at the name', async () => {
    const api = stubApi();
    let answer: ReturnType<typeof refused> | { body: Place } = refused(
      409,
      'name',
      placeMessages.nameTaken,
    );
    api.on(renamePlaceContract, () => answer);
    const onRenamed = vi.fn();
    renderOnFamilySite(
      <RenamePlaceDialog
        familyId={testFamily.familyId}
        place={kottayam}
        onClose={vi.fn()}
        onRenamed={onRenamed}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Rename place' });
    const name = within(dialog).getByRole('textbox', { name: /New name/ });
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText(placeMessages.nameRequired)).toBeTruthy();
    expect(api.callsOf(renamePlaceContract)).toHaveLength(0);

    await userEvent.type(name, 'Kochi');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      within(dialog).getByText(
        /Rename “Kottayam, Kerala, India” to “Kochi, Kerala, India”\? The 3 facts/,
      ),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText(placeMessages.nameTaken)).toBeTruthy();
    expect(onRenamed).not.toHaveBeenCalled();

    answer = { body: asPlace(summary('kottayam town, kerala, india')) };
    const again = within(dialog).getByRole('textbox', { name: /New name/ });
    await userEvent.clear(again);
    await userEvent.type(again, 'Kottayam Town');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await vi.waitFor(() => expect(onRenamed).toHaveBeenCalledWith('kottayam town, kerala, india'));
    expect(api.callsOf(renamePlaceContract).map((c) => c.body)).toEqual([
      { name: 'Kochi' },
      { name: 'Kottayam Town' },
    ]);
  });
});

describe('merging a place', () => {
  it('offers the places of its level, confirms, and shows a refusal at the target', async () => {
    const api = stubApi();
    api.on(familyPlacesContract, [
      summary('india'),
      summary('kerala, india'),
      kochi,
      summary('kottayam, kerala, india'),
      summary('pala, kottayam, kerala, india'),
    ]);
    let answer: ReturnType<typeof refused> | { body: Place } = refused(
      400,
      'targetKey',
      placeMessages.mergeIntoLine,
    );
    api.on(mergePlaceContract, () => answer);
    const onMerged = vi.fn();
    renderOnFamilySite(
      <MergePlaceDialog
        familyId={testFamily.familyId}
        place={kottayam}
        onClose={vi.fn()}
        onMerged={onMerged}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Merge place' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText(placeMessages.mergeTargetRequired)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('combobox', { name: /Merge into/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Kochi, Kerala, India']);
    await userEvent.click(options[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      within(dialog).getByText(/Merge “Kottayam, Kerala, India” into “Kochi, Kerala, India”\?/),
    ).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByText(placeMessages.mergeIntoLine)).toBeTruthy();
    // Too many alternative names together: a 409 at the target, as the server words it.
    const tooMany = placeMessages.mergedNamesTooMany('Kochi', 23);
    answer = refused(409, 'targetKey', tooMany);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    expect(await within(dialog).findByText(tooMany)).toBeTruthy();

    answer = { body: asPlace(kochi) };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await vi.waitFor(() => expect(onMerged).toHaveBeenCalledWith(kochi.key));
    expect(api.callsOf(mergePlaceContract).map((c) => c.body)).toEqual([
      { targetKey: kochi.key },
      { targetKey: kochi.key },
      { targetKey: kochi.key },
    ]);
  });
});

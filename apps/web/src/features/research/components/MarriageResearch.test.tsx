import {
  createCitationContract,
  familySourcesContract,
  personMarriagesContract,
  unionCitationsContract,
  unionNotesContract,
  type Citation,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/contract-api';
import { renderOnFamilySite, signIn, testFamily } from '../../../test/render-app';
import { MarriageResearch } from './MarriageResearch';

const marriageCitation: Citation = {
  citationId: 9,
  sourceId: 3,
  sourceTitle: 'Marriage register of St Mary',
  personId: null,
  personName: 'Anna Koshy & Mathew Koshy',
  unionId: 5,
  partnerIds: [12, 13],
  eventId: null,
  fact: 'marriage',
  page: 'entry 7',
  date: null,
  quality: null,
  note: null,
};

const show = (canEdit: boolean) =>
  renderOnFamilySite(
    <MarriageResearch familyId={testFamily.familyId} personId={12} canEdit={canEdit} />,
  );

describe("a person's marriages on the Sources tab (issue 30)", () => {
  it("shows each marriage's citations and notes; an editor cites a source for the marriage", async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(personMarriagesContract, [
      { unionId: 5, partnerId: 13, partnerName: 'Mathew Koshy' },
      { unionId: 6, partnerId: 14, partnerName: 'Thomas Mani' },
    ]);
    api.on(unionCitationsContract, ({ params }) => ({
      body: params.unionId === '5' ? [marriageCitation] : [],
    }));
    api.on(unionNotesContract, ({ params }) => ({
      body:
        params.unionId === '5'
          ? [
              {
                noteId: 2,
                text: '<p>Married at St Mary’s.</p>',
                links: [
                  {
                    linkId: 1,
                    personId: null,
                    personName: 'Anna Koshy & Mathew Koshy',
                    unionId: 5,
                    eventId: null,
                    fact: null,
                  },
                ],
              },
            ]
          : [],
    }));
    api.on(familySourcesContract, [
      { sourceId: 3, title: 'Marriage register of St Mary', author: null, citationCount: 1 },
    ]);
    api.on(createCitationContract, () => ({ status: 201, body: marriageCitation }));
    show(true);

    const first = await screen.findByRole('region', { name: 'Marriage to Mathew Koshy' });
    const sources = await within(first).findByRole('list', {
      name: 'Sources of the marriage to mathew koshy',
    });
    expect(
      within(sources).getByRole('link', { name: 'Marriage register of St Mary' }),
    ).toBeTruthy();
    expect(sources.textContent).toContain('Marriage');
    expect(await within(first).findByText('Married at St Mary’s.')).toBeTruthy();
    const second = screen.getByRole('region', { name: 'Marriage to Thomas Mani' });
    expect(
      await within(second).findByText('No sources are cited for this marriage yet.'),
    ).toBeTruthy();
    expect(
      await within(second).findByText('No notes about the marriage to Thomas Mani yet.'),
    ).toBeTruthy();

    await userEvent.click(
      within(second).getByRole('button', { name: 'Cite a source for the marriage' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cite a source' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Source/ }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Marriage register of St Mary' }),
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Fact' }));
    expect(screen.queryByRole('option', { name: 'Birth' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: 'Marriage' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsOf(createCitationContract).at(-1)!.body).toMatchObject({
      sourceId: 3,
      unionId: 6,
      fact: 'marriage',
    });
    expect(
      within(second).getByRole('button', { name: 'Add a note about the marriage' }),
    ).toBeTruthy();
  });

  it('shows nothing to edit for a reader, and says when the marriages could not be loaded', async () => {
    const api = stubApi();
    api.on(personMarriagesContract, () => ({
      status: 500,
      body: { code: 'INTERNAL', message: 'Server down' },
    }));
    show(false);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The marriages could not be loaded.',
    );
    expect(screen.queryByRole('button', { name: /Cite a source/ })).toBeNull();
  });
});

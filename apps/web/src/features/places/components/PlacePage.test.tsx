import {
  loadFormatter,
  loadMessages,
  placeContract,
  specMessages,
  type Place,
  type PlaceFact,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '../../../lib/router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseLocale } from '../../../lib/i18n';
import { stubApi } from '../../../test/contract-api';
import { renderOnFamilySite } from '../../../test/render-app';
import { placesMessages } from '../messages';
import { PlacePage } from './PlacePage';

// The places' catalog has plurals: the formatter is loaded before the renders (the app waits for
// it in its Suspense boundaries; a render inside act would not resume).
beforeAll(loadFormatter);

// What happened at a place (issue 30, decision 0044): besides births, marriages and events, a
// family event, a source published there, an address, a stay and a job, each linked where it can be.

const fact = (patch: Partial<PlaceFact>): PlaceFact => ({
  kind: 'birth',
  label: null,
  personId: null,
  personName: null,
  recordId: null,
  spouseId: null,
  spouseName: null,
  date: null,
  placeKey: 'kottayam, kerala, india',
  placeName: 'Kottayam, Kerala, India',
  ...patch,
});

const kottayam: Place = {
  key: 'kottayam, kerala, india',
  placeId: null,
  name: 'Kottayam',
  fullName: 'Kottayam, Kerala, India',
  parentKey: 'kerala, india',
  type: null,
  latitude: null,
  longitude: null,
  childCount: 0,
  factCount: 6,
  note: null,
  alternativeNames: [],
  parents: [
    { key: 'india', name: 'India' },
    { key: 'kerala, india', name: 'Kerala' },
  ],
  children: [],
  facts: [
    fact({ kind: 'birth', personId: 12, personName: 'Ann Smith', date: '1950-02-03' }),
    fact({ kind: 'family-event', label: 'Reunion', recordId: 4, date: '2030-05-01' }),
    fact({ kind: 'source', label: 'Parish register', recordId: 9 }),
    fact({ kind: 'address', label: 'Current address', personId: 13, personName: 'Bo Smith' }),
    fact({ kind: 'residence', personId: 14, personName: 'Cy Smith', date: '1990–2001' }),
    fact({ kind: 'work', label: 'Teacher, CMS College', personId: 15, personName: 'Di Smith' }),
  ],
};

describe('the place page', () => {
  it('lists every kind of text naming the place, linking persons and sources', async () => {
    stubApi().on(placeContract, kottayam);
    renderOnFamilySite(
      <Routes>
        <Route path="/places/:placeKey" element={<PlacePage />} />
      </Routes>,
      `/places/${encodeURIComponent(kottayam.key)}`,
    );
    const list = await screen.findByRole('list', { name: 'What happened here' });
    const lines = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(lines).toEqual([
      expect.stringContaining('Birth: Ann Smith'),
      expect.stringContaining('Family event: Reunion'),
      expect.stringContaining('Source published: Parish register'),
      expect.stringContaining('Current address: Bo Smith'),
      expect.stringContaining('Lived here: Cy Smith'),
      expect.stringContaining('Worked here: Di Smith'),
    ]);
    const href = (name: string) => within(list).getByRole('link', { name }).getAttribute('href');
    expect(href('Ann Smith')).toBe('/members/12/profile');
    expect(href('Parish register')).toBe('/sources/9');
    expect(href('Bo Smith')).toBe('/members/13/profile');
    expect(within(list).queryByRole('link', { name: 'Reunion' })).toBeNull();
  });

  describe('in another language (issue 31)', () => {
    afterEach(() => chooseLocale('en'));

    it('names the sections, the facts and the counts in German', async () => {
      stubApi().on(placeContract, {
        ...kottayam,
        children: [
          { ...kottayam, key: 'pala, kottayam', name: 'Pala', type: 'town', factCount: 1 },
        ],
      });
      // The page's namespaces in German at hand, so that the render need not suspend.
      await Promise.all([loadMessages(placesMessages, 'de'), loadMessages(specMessages, 'de')]);
      await chooseLocale('de');
      renderOnFamilySite(
        <Routes>
          <Route path="/places/:placeKey" element={<PlacePage />} />
        </Routes>,
        `/places/${encodeURIComponent(kottayam.key)}`,
      );
      const list = await screen.findByRole('list', { name: 'Was hier geschah' });
      expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Geburt: Ann Smith');
      const sub = screen.getByRole('list', { name: 'Untergeordnete Orte' });
      expect(sub.textContent).toContain('Ort · 1 Angabe');
      expect(screen.getByRole('link', { name: 'Orte' })).toBeTruthy();
    });
  });
});

import { placeContract, type Place, type PlaceFact } from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/contract-api';
import { renderOnFamilySite } from '../../../test/render-app';
import { PlacePage } from './PlacePage';

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
});

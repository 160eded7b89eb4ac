import {
  countryStatesContract,
  personCitationsContract,
  type Citation,
  type PersonDetail,
} from '@familytree/shared';
import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale } from '../../../../lib/i18n';
import { stubApi } from '../../../../test/contract-api';
import { renderOnFamilySite } from '../../../../test/render-app';
import { PersonalDetails } from './PersonalDetails';

const mathew: PersonDetail = {
  personId: 12,
  familyId: 1,
  firstName: 'Mathew',
  middleName: null,
  lastName: 'Koshy',
  nickName: null,
  familyName: null,
  countryOfBirth: null,
  placeOfBirth: 'Kottayam',
  gender: 'M',
  dateOfBirth: '1872-03-12',
  dateOfDeath: '1940-01-02',
  livingStatus: false,
  photoUrl: null,
  coverPhotoUrl: null,
  phoneCountryCode: null,
  phoneNumber: null,
  email: null,
  about: null,
};

const citation = (citationId: number, fact: Citation['fact']): Citation => ({
  citationId,
  sourceId: 3,
  sourceTitle: 'Parish register',
  personId: 12,
  unionId: null,
  partnerIds: [],
  eventId: null,
  personName: 'Mathew Koshy',
  fact,
  page: null,
  date: null,
  quality: null,
  note: null,
});

describe('the personal details with their sources (issue 30)', () => {
  it('marks each cited fact with the number of its sources, linked to the Sources tab', async () => {
    const api = stubApi();
    api.on(countryStatesContract, []);
    api.on(personCitationsContract, [
      citation(1, 'birth'),
      citation(2, 'birth'),
      citation(3, 'death'),
      citation(4, null),
    ]);
    const page = renderOnFamilySite(<PersonalDetails person={mathew} memberId={12} />);

    const birth = await screen.findByRole('link', { name: 'Birth: 2 sources' });
    expect(birth.getAttribute('href')).toBe('/members/12/sources');
    expect(birth.closest('dd')!.textContent).toBe('12/03/1872[2]');
    expect(screen.getByRole('link', { name: 'Death: 1 source' })).toBeTruthy();
    await page.answered();
    expect(screen.queryByRole('link', { name: /^Sex:/ })).toBeNull();
  });

  describe('in another language (issue 31)', () => {
    afterEach(() => chooseLocale('en'));

    it('labels the details and writes the dates as German does', async () => {
      const api = stubApi();
      api.on(countryStatesContract, []);
      api.on(personCitationsContract, []);
      await chooseLocale('de');
      const page = renderOnFamilySite(
        <Suspense fallback={null}>
          <PersonalDetails person={mathew} memberId={12} />
        </Suspense>,
      );

      expect(await screen.findByRole('heading', { name: 'Persönliche Angaben' })).toBeTruthy();
      expect(screen.getByText('Geburtsdatum').nextElementSibling!.textContent).toBe('12.03.1872');
      expect(screen.getByText('Männlich')).toBeTruthy();
      expect(screen.getByText('Verstorben')).toBeTruthy();
      await page.answered();
    });
  });
});

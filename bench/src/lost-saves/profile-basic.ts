import { apiPaths } from '@familytree/shared';
import type { LostSavesKind } from './harness.js';

/** A profile's basic tab (issue 28 item 3): saves send the tab's version in the body. */
export const profileBasicKind: LostSavesKind<number> = {
  name: 'profile basic tab',
  async setUp(api) {
    const founder = await api.call('POST', apiPaths.founder(api.familyId), {
      firstName: 'Root',
      lastName: 'Person',
      gender: 'M',
    });
    return founder.json().personId as number;
  },
  async readVersion(api, personId) {
    return (await api.call('GET', apiPaths.memberProfile(personId))).json().versions
      .basic as number;
  },
  save: (api, personId, version, label) =>
    api.call('POST', apiPaths.profileSave(personId, 'saveBasicDetails'), {
      firstName: 'Root',
      middleName: null,
      lastName: 'Person',
      nickName: null,
      familyName: null,
      countryOfBirth: null,
      placeOfBirth: label,
      gender: 'M',
      dateOfBirth: null,
      livingStatus: true,
      dateOfDeath: null,
      version,
    }),
  async storedLabel(api, personId) {
    return (await api.call('GET', apiPaths.memberProfile(personId))).json().personDetail
      .placeOfBirth as string;
  },
};

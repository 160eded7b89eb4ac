import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { aboutBody, aboutResolver, emptyLifeEvent } from './about-form';
import { educationResolver, emptyAcademic } from './education-form';
import { addressFormValues, addressRequest, addressResolver } from './address-form';
import { basicBody, basicResolver, type BasicFormValues } from './basic-form';
import { formFieldName } from './month-range';
import { memberProfile, personDetail } from '../../../test/member-profile';

const profile = memberProfile(personDetail({ personId: 7, placeOfBirth: null }), {
  addressList: [
    {
      addressType: 'PERMANENT_ADDRESS',
      streetAddress: 'Market Street',
      city: 'Kottayam',
      country: 'IN',
      state: 'Kerala',
      postalCode: '686001',
    },
  ],
  contactVisible: true,
});

const resolve = async <T extends FieldValues>(resolver: Resolver<T>, values: T) =>
  (await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })).errors;

describe('basic details form', () => {
  const values: BasicFormValues = {
    firstName: 'Esther',
    lastName: 'Koshy',
    nickName: '',
    familyName: '',
    countryOfBirth: null,
    placeOfBirth: '',
    gender: 'F',
    dateOfBirth: '1952-07-22',
    livingStatus: false,
    dateOfDeath: '2020-01-05',
  };

  it('sends empty text as null and the date of death only for the deceased', () => {
    expect(basicBody(values)).toMatchObject({ nickName: null, dateOfDeath: '2020-01-05' });
    expect(basicBody({ ...values, livingStatus: true }).dateOfDeath).toBeNull();
  });

  it('requires the names with the spec message', async () => {
    const errors = await resolve(basicResolver, { ...values, firstName: ' ', lastName: '' });
    expect(errors).toMatchObject({
      firstName: { message: 'This field is required' },
      lastName: { message: 'This field is required' },
    });
  });
});

describe('address and contact form', () => {
  it('always has both addresses and the three social links', () => {
    const values = addressFormValues(profile);
    expect(values.addressList.map((a) => a.addressType)).toEqual([
      'CURRENT_ADDRESS',
      'PERMANENT_ADDRESS',
    ]);
    expect(values.socialMediaLinkList.map((s) => s.socialMedia)).toEqual([
      'Facebook',
      'Instagram',
      'LinkedIn',
    ]);
  });

  it('leaves out empty rows and maps server errors back to the form rows', () => {
    const values = addressFormValues(profile);
    values.socialMediaLinkList[2]!.link = 'https://linkedin.com/in/esther';
    const { body, kept } = addressRequest(values);
    expect(body.addressList).toHaveLength(1);
    expect(body.socialMediaLinkList).toEqual([
      { socialMedia: 'LinkedIn', link: 'https://linkedin.com/in/esther' },
    ]);
    expect(formFieldName('addressList.0.state', kept)).toBe('addressList.1.state');
    expect(formFieldName('socialMediaLinkList.0.link', kept)).toBe('socialMediaLinkList.2.link');
    expect(formFieldName('phoneNumber', kept)).toBe('phoneNumber');
  });

  it('checks phone, email, links and timeline dates with the spec messages', async () => {
    const values = addressFormValues(profile);
    values.phoneNumber = '12345';
    values.email = 'nope';
    values.socialMediaLinkList[0]!.link = 'javascript:alert(1)';
    values.livingTimelineList = [
      { startMonth: 5, startYear: 2001, endMonth: 4, endYear: 2001, country: null, state: null },
    ];
    const errors = await resolve(addressResolver, values);
    expect(errors).toMatchObject({
      phoneNumber: { message: 'Must be 10 to 15 digits' },
      email: { message: 'Enter valid Email' },
      socialMediaLinkList: [{ link: {} }],
      livingTimelineList: [{ endYear: { message: 'End date must be after start date' } }],
    });
  });
});

describe('about form', () => {
  it('sends no photo position or description without a photo', () => {
    const body = aboutBody({
      about: '<p>Hi</p>',
      timelineEventsList: [{ ...emptyLifeEvent(), title: 'Wedding', photoDescription: 'x' }],
    });
    expect(body.timelineEventsList[0]).toMatchObject({
      title: 'Wedding',
      photo: null,
      photoPosition: null,
      photoDescription: null,
    });
    expect(body.timelineEventsList[0]).not.toHaveProperty('photoUrl');
  });
});

describe('end dates', () => {
  it('are checked even while the entry misses its required fields', async () => {
    const errors = await resolve(aboutResolver, {
      about: '',
      timelineEventsList: [
        { ...emptyLifeEvent(), startYear: 2001, startMonth: 5, endYear: 2000 },
        { ...emptyLifeEvent(), title: 'Same year', startYear: 2001, startMonth: 5, endYear: 2001 },
      ],
    });
    expect(errors).toMatchObject({
      timelineEventsList: [
        {
          title: { message: 'This field is required' },
          endYear: { message: 'End date must be after start date' },
        },
      ],
    });
    expect((errors as { timelineEventsList: unknown[] }).timelineEventsList[1]).toBeUndefined();
  });

  it('of education and work entries too', async () => {
    const errors = await resolve(educationResolver, {
      academicHistoryList: [
        { ...emptyAcademic(), startMonth: 6, startYear: 1999, endMonth: 5, endYear: 1999 },
      ],
      workHistoryList: [],
      privacy: { education: 0, workHistory: 0 },
    });
    expect(errors).toMatchObject({
      academicHistoryList: [{ endYear: { message: 'End date must be after start date' } }],
    });
  });
});

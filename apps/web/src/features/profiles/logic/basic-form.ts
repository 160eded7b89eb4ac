import {
  basicDetailsSchema,
  type BasicDetails,
  type Gender,
  type PersonDetail,
} from '@familytree/shared';
import { schemaResolver } from './form-resolver';

/** The Basic tab's fields; empty text stays '' while editing and travels as null. */
export interface BasicFormValues {
  firstName: string;
  lastName: string;
  nickName: string;
  familyName: string;
  countryOfBirth: string | null;
  placeOfBirth: string;
  gender: Gender;
  dateOfBirth: string;
  livingStatus: boolean;
  dateOfDeath: string;
}

export const basicFormValues = (p: PersonDetail): BasicFormValues => ({
  firstName: p.firstName,
  lastName: p.lastName,
  nickName: p.nickName ?? '',
  familyName: p.familyName ?? '',
  countryOfBirth: p.countryOfBirth,
  placeOfBirth: p.placeOfBirth ?? '',
  gender: p.gender,
  dateOfBirth: p.dateOfBirth ?? '',
  livingStatus: p.livingStatus,
  dateOfDeath: p.dateOfDeath ?? '',
});

/** The saveBasicDetails body; the date of death belongs to the Deceased status only. */
export const basicBody = (v: BasicFormValues): BasicDetails => ({
  firstName: v.firstName,
  lastName: v.lastName,
  nickName: v.nickName || null,
  familyName: v.familyName || null,
  countryOfBirth: v.countryOfBirth,
  placeOfBirth: v.placeOfBirth || null,
  gender: v.gender,
  dateOfBirth: v.dateOfBirth || null,
  livingStatus: v.livingStatus,
  dateOfDeath: v.livingStatus ? null : v.dateOfDeath || null,
});

export const basicResolver = schemaResolver(basicDetailsSchema, basicBody);

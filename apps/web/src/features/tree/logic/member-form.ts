import {
  founderRequestSchema,
  saveMemberRequestSchema,
  type FounderRequest,
  type Gender,
  type MemberDetail,
  type MemberType,
  type SaveMemberDraft,
} from '@familytree/shared';
import type { z } from 'zod';
import { childOrderRange, parseChildOrder, type ChildOrderRange } from './child-order';
import { englishTree, formMessage, type TreeT } from './tree-text';

/** How a form's messages are worded: the tree's catalog, and the spec's for the spec's texts. */
export interface FormTexts {
  t: TreeT;
  /** A message that is not the tree's own (a spec text) in the current language. */
  text: (english: string) => string;
}
const englishTexts: FormTexts = { t: englishTree, text: (english) => english };

/** What the member form edits; text inputs stay text until the payload is built. */
export interface MemberFormValues {
  firstName: string;
  middleName: string;
  lastName: string;
  gender: Gender | '';
  childOrder: string;
  /** Add Spouse: link a person who already exists (possibly of another family). */
  existing: boolean;
  spouseFamilyId: number | '';
  spouseId: number | null;
  /** Add child, when the member has several spouses: the child's other parent. */
  otherParentId: number | '';
  /** Add Spouse: the couple's marriage (YYYY-MM-DD from the date input) and place. */
  marriageDate: string;
  marriagePlace: string;
}

export type FormErrors = Partial<Record<keyof MemberFormValues, string>>;

export const emptyFormValues: MemberFormValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  gender: '',
  childOrder: '',
  existing: false,
  spouseFamilyId: '',
  spouseId: null,
  otherParentId: '',
  marriageDate: '',
  marriagePlace: '',
};

// A spouse of a person of unknown gender starts without a choice.
const opposite = (gender: Gender): Gender | '' =>
  gender === 'M' ? 'F' : gender === 'F' ? 'M' : '';

function presetGender(memberType: MemberType, detail: MemberDetail): Gender | '' {
  if (memberType === 'SELF') return detail.gender;
  if (memberType === 'FATHER') return 'M';
  if (memberType === 'MOTHER') return 'F';
  if (memberType === 'SPOUSE') return opposite(detail.gender);
  return '';
}

/** Where each form starts (spec part 5). */
export function initialFormValues(memberType: MemberType, detail: MemberDetail): MemberFormValues {
  const range = childOrderRange(memberType, detail);
  const self = memberType === 'SELF';
  return {
    ...emptyFormValues,
    firstName: self ? detail.firstName : '',
    middleName: self ? (detail.middleName ?? '') : '',
    lastName: self ? detail.lastName : '',
    gender: presetGender(memberType, detail),
    childOrder: range ? String(range.defaultValue) : '',
    spouseFamilyId: detail.familyId,
    otherParentId: detail.spouses.length === 1 ? detail.spouses[0]!.personId : '',
  };
}

/** The body of the save call for these values. */
export function toSaveRequest(
  memberType: MemberType,
  values: MemberFormValues,
  range: ChildOrderRange | null,
): SaveMemberDraft {
  const marriage =
    memberType === 'SPOUSE'
      ? {
          marriageDate: values.marriageDate || null,
          marriagePlace: values.marriagePlace.trim() || null,
        }
      : {};
  if (memberType === 'SPOUSE' && values.existing) {
    return { memberType, isSpouseMember: true, spouseId: values.spouseId, ...marriage };
  }
  const order = range ? parseChildOrder(values.childOrder, range) : null;
  return {
    ...marriage,
    memberType,
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim() || null,
    lastName: values.lastName.trim(),
    gender: values.gender || undefined,
    childOrder: order && 'value' in order ? order.value : null,
    isSpouseMember: false,
    spouseId: memberType === 'CHILD' && values.otherParentId !== '' ? values.otherParentId : null,
  };
}

function issuesToErrors(issues: z.ZodError['issues'], texts: FormTexts): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as keyof MemberFormValues;
    errors[field] ??= formMessage(issue.message, texts.t, texts.text);
  }
  return errors;
}

/** The shared request schema's rules, plus the order range and the other parent of a child. */
export function validateMemberForm(
  memberType: MemberType,
  values: MemberFormValues,
  detail: MemberDetail,
  texts: FormTexts = englishTexts,
): FormErrors {
  const range = childOrderRange(memberType, detail);
  const parsed = saveMemberRequestSchema.safeParse(toSaveRequest(memberType, values, range));
  const errors = parsed.success ? {} : issuesToErrors(parsed.error.issues, texts);
  const linking = memberType === 'SPOUSE' && values.existing;
  if (range && !linking) {
    const order = parseChildOrder(values.childOrder, range, texts.t);
    if ('error' in order) errors.childOrder = order.error;
  }
  if (memberType === 'CHILD' && detail.spouses.length > 1 && values.otherParentId === '') {
    errors.otherParentId = texts.t('chooseOtherParent');
  }
  return errors;
}

/** The founder form uses the same fields; its rules are the founder request's. */
export function toFounderRequest(
  values: MemberFormValues,
  texts: FormTexts = englishTexts,
): {
  request: FounderRequest | null;
  errors: FormErrors;
} {
  const parsed = founderRequestSchema.safeParse({
    firstName: values.firstName,
    middleName: values.middleName.trim() || null,
    lastName: values.lastName,
    gender: values.gender || undefined,
  });
  return parsed.success
    ? { request: parsed.data, errors: {} }
    : { request: null, errors: issuesToErrors(parsed.error.issues, texts) };
}

import type { MemberType } from '@familytree/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { emptyFormValues, type FormErrors, type MemberFormValues } from '../../logic/member-form';

/** Turns a pure validation into a react-hook-form resolver. */
export function resolverFrom(
  validate: (values: MemberFormValues) => FormErrors,
): Resolver<MemberFormValues> {
  return async (values) => {
    const entries = Object.entries(validate(values)).filter(([, message]) => message);
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'validate', message }]),
    );
    return { values: {}, errors: errors as FieldErrors<MemberFormValues> };
  };
}

/** Field errors the server sent back, named as the form's fields (others stay in the alert). */
export function formFieldErrors(
  fields: Record<string, string>,
  memberType: MemberType,
): Array<[keyof MemberFormValues, string]> {
  return Object.entries(fields).flatMap(([field, message]) => {
    const name = field === 'spouseId' && memberType === 'CHILD' ? 'otherParentId' : field;
    return name in emptyFormValues ? [[name as keyof MemberFormValues, message] as const] : [];
  });
}

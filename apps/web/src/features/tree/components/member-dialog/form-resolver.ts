import type { MemberType } from '@familytree/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { formRules } from '../../../../lib/form-rules';
import { emptyFormValues, type FormErrors, type MemberFormValues } from '../../logic/member-form';

/** Turns a pure validation (one message per field) into a react-hook-form resolver. */
export function resolverFrom(
  validate: (values: MemberFormValues) => FormErrors,
): Resolver<MemberFormValues> {
  const rules = formRules<MemberFormValues>((values) =>
    Object.entries(validate(values)).flatMap(([field, message]) =>
      message ? [{ field, message }] : [],
    ),
  );
  return zodResolver(rules, undefined, { raw: true });
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

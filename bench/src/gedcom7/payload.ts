/**
 * Does a structure's payload fit its type (payloads.tsv)? Answers what is wrong, or null.
 * Pointers are checked by the caller, which knows the records.
 */
import { isAge, isDateExact, isDatePeriod, isDateValue, isTime } from './dates.js';

const xsd = 'http://www.w3.org/2001/XMLSchema#';
const t = 'https://gedcom.io/terms/v7/type-';
const token = "[!#$%&'*+.^_`|~0-9A-Za-z-]+";
const mediaType = new RegExp(`^${token}/${token}(?: *; *${token}=(?:${token}|"[^"]*"))*$`);
// BCP 47: a primary language subtag of 2 or 3 letters (or private use), then subtags.
const language = /^(?:[A-Za-z]{2,3}|[xX](?=-))(?:-[A-Za-z0-9]{1,8})*$/;
const enumValue = /^(?:[A-Z0-9][A-Z0-9_]*|_[A-Z0-9_]+)$/;

type Check = (value: string, values: Set<string>) => boolean;

const checks: Record<string, Check> = {
  'Y|<NULL>': (v) => v === '' || v === 'Y',
  [`${xsd}nonNegativeInteger`]: (v) => /^[0-9]+$/.test(v),
  [`${xsd}Language`]: (v) => language.test(v),
  [`${xsd}anyURI`]: (v) => v !== '' && !/[\s\\]/.test(v),
  'http://www.w3.org/ns/dcat#mediaType': (v) => mediaType.test(v),
  [`${t}Age`]: (v) => isAge(v),
  [`${t}Date`]: (v) => isDateValue(v),
  [`${t}Date#exact`]: (v) => isDateExact(v),
  [`${t}Date#period`]: (v) => isDatePeriod(v),
  [`${t}Time`]: (v) => isTime(v),
  [`${t}FilePath`]: (v) => v !== '' && !/[\s\\]/.test(v),
  [`${t}Latitude`]: (v) => /^[NS](?:90|[1-8]?[0-9])(?:\.[0-9]+)?$/.test(v),
  [`${t}Longitude`]: (v) => /^[EW](?:180|1[0-7][0-9]|[1-9]?[0-9])(?:\.[0-9]+)?$/.test(v),
  [`${t}Name`]: (v) => !v.includes('\t') && [0, 2].includes(v.split('/').length - 1),
  [`${t}TagDef`]: (v) => /^_[A-Z0-9_]+ \S+$/.test(v),
  [`${t}Enum`]: (v, values) => enumValue.test(v) && (values.has(v) || v.startsWith('_')),
  [`${t}List#Enum`]: (v, values) =>
    v
      .split(/ *, */)
      .every((item) => enumValue.test(item) && (values.has(item) || item.startsWith('_'))),
};

/** What is wrong with `value` as a payload of type `type`, or null. */
export function payloadProblem(
  type: string,
  value: string | undefined,
  values: Set<string> = new Set(),
): string | null {
  if (type === '') return value === undefined ? null : 'takes no payload';
  if (type.startsWith('@<')) return null;
  const text = value ?? '';
  if (text.startsWith('@') && !text.startsWith('@@')) return 'a text payload starts with one @';
  const check = checks[type];
  if (!check) return null; // strings, List#Text and Special take any text
  if (check(text, values)) return null;
  return `${JSON.stringify(text.slice(0, 60))} is not a ${type.replace(/^.*[/#]/, '')}`;
}

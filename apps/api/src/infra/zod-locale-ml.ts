import { z } from 'zod';

/**
 * Zod's own messages in Malayalam, which Zod does not ship (4.x has de fr es pt nl it pl hi):
 * the shape of one of its `z.locales`, so that validation.ts uses it like the others. They reach
 * a caller only for a field whose schema names no message of its own (a path or query parameter
 * of a hand-written call: "?by=year", a page of 0). Numbers, values and product names stay as
 * Zod gives them; Malayalam writes a case ending after a numeral with a hyphen ("0-ൽ").
 */

const { parsedType, stringifyPrimitive, joinValues } = z.core.util;

/** Units of a length: characters of a text, items of a list. */
const units: Record<string, string> = {
  string: 'അക്ഷരങ്ങൾ',
  file: 'ബൈറ്റുകൾ',
  array: 'ഇനങ്ങൾ',
  set: 'ഇനങ്ങൾ',
  map: 'എൻട്രികൾ',
};

/** The kinds of value Zod names; any other (bigint, symbol) as Zod writes it. */
const types: Record<string, string> = {
  string: 'വാചകം',
  number: 'സംഖ്യ',
  int: 'പൂർണസംഖ്യ',
  boolean: 'ശരി/തെറ്റ് മൂല്യം',
  object: 'ഒബ്ജക്റ്റ്',
  array: 'പട്ടിക',
  date: 'തീയതി',
  null: 'null',
  undefined: 'ഒന്നുമില്ല',
  nan: 'NaN',
  map: 'മാപ്പ്',
  set: 'സെറ്റ്',
  file: 'ഫയൽ',
  record: 'റെക്കോർഡ്',
};

/** The formats of a text Zod checks. */
const formats: Record<string, string> = {
  regex: 'ഇൻപുട്ട്',
  email: 'ഇമെയിൽ വിലാസം',
  url: 'URL',
  emoji: 'ഇമോജി',
  datetime: 'ISO തീയതിയും സമയവും',
  date: 'ISO തീയതി',
  time: 'ISO സമയം',
  duration: 'ISO കാലയളവ്',
  ipv4: 'IPv4 വിലാസം',
  ipv6: 'IPv6 വിലാസം',
  mac: 'MAC വിലാസം',
  cidrv4: 'IPv4 ശ്രേണി',
  cidrv6: 'IPv6 ശ്രേണി',
  base64: 'base64 വാചകം',
  base64url: 'base64url വാചകം',
  json_string: 'JSON വാചകം',
  e164: 'E.164 നമ്പർ',
  currency_code: 'കറൻസി കോഡ്',
  credit_card: 'ക്രെഡിറ്റ് കാർഡ് നമ്പർ',
  template_literal: 'ഇൻപുട്ട്',
};

const typeName = (type: string, input?: unknown) =>
  type === 'number' && typeof input === 'number' && !Number.isFinite(input)
    ? String(input)
    : (types[type] ?? type);

function tooBig(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooBig>): string {
  const max = issue.maximum.toString();
  const unit = issue.origin ? units[issue.origin] : undefined;
  if (unit) {
    if (issue.exact) return `വളരെ കൂടുതലാണ്: കൃത്യം ${max} ${unit} വേണം`;
    if (issue.inclusive) return `വളരെ കൂടുതലാണ്: പരമാവധി ${max} ${unit}`;
    return `വളരെ കൂടുതലാണ്: ${max} ${unit}-ൽ കുറവ് വേണം`;
  }
  if (issue.exact) return `വളരെ വലുതാണ്: മൂല്യം കൃത്യം ${max} ആയിരിക്കണം`;
  if (issue.inclusive) return `വളരെ വലുതാണ്: മൂല്യം പരമാവധി ${max} ആകാം`;
  return `വളരെ വലുതാണ്: മൂല്യം ${max}-ൽ കുറവായിരിക്കണം`;
}

function tooSmall(issue: z.core.$ZodRawIssue<z.core.$ZodIssueTooSmall>): string {
  const min = issue.minimum.toString();
  const unit = issue.origin ? units[issue.origin] : undefined;
  if (unit) {
    if (issue.exact) return `വളരെ കുറവാണ്: കൃത്യം ${min} ${unit} വേണം`;
    if (issue.inclusive) return `വളരെ കുറവാണ്: കുറഞ്ഞത് ${min} ${unit} വേണം`;
    return `വളരെ കുറവാണ്: ${min} ${unit}-ൽ കൂടുതൽ വേണം`;
  }
  if (issue.exact) return `വളരെ ചെറുതാണ്: മൂല്യം കൃത്യം ${min} ആയിരിക്കണം`;
  if (issue.inclusive) return `വളരെ ചെറുതാണ്: മൂല്യം കുറഞ്ഞത് ${min} ആയിരിക്കണം`;
  return `വളരെ ചെറുതാണ്: മൂല്യം ${min}-ൽ കൂടുതലായിരിക്കണം`;
}

function invalidFormat(issue: z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>): string {
  if (issue.format === 'starts_with' && 'prefix' in issue)
    return `അസാധുവായ വാചകം: "${String(issue.prefix)}" എന്നതിൽ തുടങ്ങണം`;
  if (issue.format === 'ends_with' && 'suffix' in issue)
    return `അസാധുവായ വാചകം: "${String(issue.suffix)}" എന്നതിൽ അവസാനിക്കണം`;
  if (issue.format === 'includes' && 'includes' in issue)
    return `അസാധുവായ വാചകം: "${String(issue.includes)}" ഉൾപ്പെടണം`;
  if (issue.format === 'regex' && issue.pattern)
    return `അസാധുവായ വാചകം: ${issue.pattern} എന്ന മാതൃകയുമായി ചേരണം`;
  return `അസാധുവായ ${formats[issue.format] ?? issue.format}`;
}

const localeError: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return `അസാധുവായ ഇൻപുട്ട്: ${typeName(issue.expected)} പ്രതീക്ഷിച്ചു, ലഭിച്ചത് ${typeName(parsedType(issue.input), issue.input)}`;
    case 'invalid_value':
      if (issue.values.length === 1)
        return `അസാധുവായ ഇൻപുട്ട്: ${stringifyPrimitive(issue.values[0])} പ്രതീക്ഷിച്ചു`;
      return `അസാധുവായ ഓപ്ഷൻ: ഇവയിലൊന്ന് പ്രതീക്ഷിച്ചു: ${joinValues(issue.values, '|')}`;
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return invalidFormat(issue as z.core.$ZodRawIssue<z.core.$ZodIssueInvalidStringFormat>);
    case 'not_multiple_of':
      return `അസാധുവായ സംഖ്യ: ${String(issue.divisor)}-ന്റെ ഗുണിതമായിരിക്കണം`;
    case 'unrecognized_keys':
      return `${issue.keys.length > 1 ? 'അറിയാത്ത കീകൾ' : 'അറിയാത്ത കീ'}: ${joinValues(issue.keys, ', ')}`;
    case 'invalid_key':
      return `${typeName(issue.origin)} എന്നതിൽ അസാധുവായ കീ`;
    case 'invalid_union':
      if (Array.isArray(issue.options) && issue.options.length > 0)
        return `അസാധുവായ ഇനം: ${issue.options.map((o) => `'${String(o)}'`).join(' | ')} പ്രതീക്ഷിച്ചു`;
      if (issue.inclusive === false) return 'അസാധുവായ ഇൻപുട്ട്: ഒന്നിലധികം ഓപ്ഷനുകൾ ചേരുന്നു';
      return 'അസാധുവായ ഇൻപുട്ട്';
    case 'invalid_element':
      return `${typeName(issue.origin)} എന്നതിൽ അസാധുവായ മൂല്യം`;
    default:
      return 'അസാധുവായ ഇൻപുട്ട്';
  }
};

/** As `z.locales.de` and the others: `{ localeError }`. */
export const zodLocaleMl = () => ({ localeError });

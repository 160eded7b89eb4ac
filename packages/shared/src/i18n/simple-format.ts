/**
 * Most messages are text with `{name}` placeholders: those are formatted here, without the ICU
 * parser and formatter (about 12 KB gzip that a page's first load then does without). A message
 * with plurals, select, number or date arguments, tags or quoted syntax is "complex" and goes to
 * intl-messageformat (translate.ts loads it on demand).
 */
const simple = /^(?:[^{}'<]|''|\{[A-Za-z_][A-Za-z0-9_]*\})*$/;

export const isSimpleMessage = (message: string): boolean => simple.test(message);

export function formatSimple(
  message: string,
  values: Readonly<Record<string, unknown>> | undefined,
): string {
  return message.replace(/''|\{([A-Za-z_][A-Za-z0-9_]*)\}/g, (token, name: string | undefined) => {
    if (!name) return "'";
    const value = values?.[name];
    if (value === undefined || value === null) return token;
    return value instanceof Date ? value.toISOString() : String(value as string | number);
  });
}

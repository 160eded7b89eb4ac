import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Pseudo-locales (pseudo-locales.ts), for tests that look for untranslated text and right-to-left layout: `en-XA`
 * writes every English message with accented letters in brackets ("[Ĺöĝ îñ]"), so any plain
 * English left on a page is text that does not come from a catalog; `ar-XB` writes it mirrored
 * with right-to-left marks, and the page runs with dir="rtl".
 */
import type { PseudoLocale } from './pseudo-locales.js';

const accents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ĺ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

const RLM = '\u200f';

function literal(text: string, locale: PseudoLocale): string {
  if (locale === 'en-XA') return text.replace(/[a-zA-Z]/g, (c) => accents[c] ?? c);
  return `${RLM}${text}${RLM}`;
}

/** The message source again, with its literal text pseudo-translated and its syntax kept. */
function print(elements: MessageFormatElement[], locale: PseudoLocale): string {
  return elements
    .map((el) => {
      switch (el.type) {
        case TYPE.literal:
          return literal(el.value, locale).replace(/[{}]/g, (c) => `'${c}'`);
        case TYPE.argument:
          return `{${el.value}}`;
        case TYPE.number:
        case TYPE.date:
        case TYPE.time: {
          const kind = el.type === TYPE.number ? 'number' : el.type === TYPE.date ? 'date' : 'time';
          const style = typeof el.style === 'string' ? `, ${el.style}` : '';
          return `{${el.value}, ${kind}${style}}`;
        }
        case TYPE.pound:
          return '#';
        case TYPE.tag:
          return `<${el.value}>${print(el.children, locale)}</${el.value}>`;
        case TYPE.select:
        case TYPE.plural: {
          const kind =
            el.type === TYPE.select
              ? 'select'
              : el.pluralType === 'ordinal'
                ? 'selectordinal'
                : 'plural';
          const offset = el.type === TYPE.plural && el.offset ? ` offset:${el.offset}` : '';
          const options = Object.entries(el.options)
            .map(([key, option]) => `${key} {${print(option.value, locale)}}`)
            .join(' ');
          return `{${el.value}, ${kind},${offset} ${options}}`;
        }
      }
    })
    .join('');
}

export function pseudoMessage(message: string, locale: PseudoLocale): string {
  const body = print(parse(message), locale);
  return locale === 'en-XA' ? `[${body}]` : body;
}

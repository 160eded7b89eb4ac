/**
 * Hindi noun phrases of kinship, with what agreement needs: the genitive postposition (का, के,
 * की) agrees with the noun it qualifies, and so do adjectives in -ा (बड़ा, बड़े, बड़ी); a
 * masculine noun in -ा (बेटा) takes its oblique form (बेटे) before a postposition. Decision 0049.
 */

export type HindiGender = 'm' | 'f';

/**
 * The three forms a phrase is said in: `direct` ("बड़ा भाई है"), `oblique` before a
 * postposition ("बड़े भाई का"), and `respect`, the honorific plural said of elders ("के चाचा
 * हैं", "के चचेरे भाई हैं").
 */
export type HindiForm = 'direct' | 'oblique' | 'respect';

interface Noun {
  kind: 'noun';
  gender: HindiGender;
  direct: string;
  /** The oblique singular, and the direct plural the honorific uses (बेटा → बेटे). */
  oblique: string;
}

/** An adjective: masculine direct, masculine oblique (and honorific), feminine. */
export interface Adjective {
  m: string;
  mOblique: string;
  f: string;
}

export type Phrase =
  | Noun
  | { kind: 'modified'; adjective: Adjective; head: Phrase }
  /** "owner का head": पिता का भाई. */
  | { kind: 'of'; owner: Phrase; head: Phrase };

/** A noun; `oblique` only for masculine nouns in -ा that inflect (बेटा → बेटे, not चाचा). */
export const noun = (gender: HindiGender, direct: string, oblique = direct): Phrase => ({
  kind: 'noun',
  gender,
  direct,
  oblique,
});

export const m = (word: string, oblique?: string) => noun('m', word, oblique);
export const f = (word: string) => noun('f', word);

/** An adjective ending in -ा (बड़ा), or any phrase ending so ("दूसरे दर्जे का"). */
export function adjective(direct: string): Adjective {
  if (!direct.endsWith('ा')) return { m: direct, mOblique: direct, f: direct };
  const stem = direct.slice(0, -1);
  return { m: direct, mOblique: `${stem}े`, f: `${stem}ी` };
}

export function genderOf(phrase: Phrase): HindiGender {
  return phrase.kind === 'noun' ? phrase.gender : genderOf(phrase.head);
}

/** The adjective put before the phrase's own noun (the head of "पिता का भाई" is भाई). */
export function modify(direct: string | Adjective, phrase: Phrase): Phrase {
  const adj = typeof direct === 'string' ? adjective(direct) : direct;
  if (phrase.kind === 'of') return { ...phrase, head: modify(adj, phrase.head) };
  return { kind: 'modified', adjective: adj, head: phrase };
}

/** Several adjectives in the order written: modifyAll(['बड़ा', 'चचेरा'], भाई) = बड़ा चचेरा भाई. */
export const modifyAll = (adjectives: ReadonlyArray<string | null>, phrase: Phrase): Phrase =>
  adjectives.reduceRight<Phrase>((p, a) => (a === null ? p : modify(a, p)), phrase);

export const of = (owner: Phrase, head: Phrase): Phrase => ({ kind: 'of', owner, head });

/** का, के or की: the genitive that stands before a phrase said in `form`. */
export function genitiveBefore(phrase: Phrase, form: HindiForm): string {
  if (phrase.kind === 'of') return genitiveBefore(phrase.owner, 'oblique');
  if (genderOf(phrase) === 'f') return 'की';
  return form === 'direct' ? 'का' : 'के';
}

export function render(phrase: Phrase, form: HindiForm): string {
  switch (phrase.kind) {
    case 'noun':
      return form === 'direct' ? phrase.direct : phrase.oblique;
    case 'modified': {
      const { adjective: adj, head } = phrase;
      const word = genderOf(head) === 'f' ? adj.f : form === 'direct' ? adj.m : adj.mOblique;
      return `${word} ${render(head, form)}`;
    }
    case 'of':
      return `${render(phrase.owner, 'oblique')} ${genitiveBefore(phrase.head, form)} ${render(phrase.head, form)}`;
  }
}

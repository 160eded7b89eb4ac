import {
  translator,
  type Citation,
  type CitedFact,
  type RecordFact,
  type Translate,
  type citationQualities,
} from '@familytree/shared';
import { researchUiMessages } from '../messages';

export type ResearchT = Translate<typeof researchUiMessages.en>;
export const englishResearch: ResearchT = translator(
  researchUiMessages.en,
  'en',
  researchUiMessages.en,
);

const factKeys = {
  name: 'factName',
  sex: 'factSex',
  birth: 'factBirth',
  death: 'factDeath',
  marriage: 'factMarriage',
} as const satisfies Record<RecordFact, keyof typeof researchUiMessages.en>;

/** A fact's name (null: the person or couple in general), as a label. */
export const factLabel = (fact: RecordFact | null, t: ResearchT = englishResearch): string =>
  fact ? t(factKeys[fact]) : t('factGeneral');

/** The facts a citation may name, in the order the profile groups them; null: the person. */
const citedFactOrder: Array<CitedFact | null> = ['name', 'sex', 'birth', 'death', null];

export const factGroups = (
  t: ResearchT = englishResearch,
): Array<{ fact: CitedFact | null; label: string }> =>
  citedFactOrder.map((fact) => ({ fact, label: factLabel(fact, t) }));

/** What a citation or a note is about: a person or a couple. */
export type ResearchSubject = { personId: number } | { unionId: number };

export const subjectBody = (subject: ResearchSubject) =>
  'unionId' in subject ? { unionId: subject.unionId } : { personId: subject.personId };

/** The facts a dialog offers for its subject: a couple's marriage, or a person's facts. */
export const factOptions = (
  subject: ResearchSubject,
  t: ResearchT = englishResearch,
): Array<{ fact: RecordFact | null; label: string }> =>
  'unionId' in subject
    ? [
        { fact: 'marriage', label: factLabel('marriage', t) },
        { fact: null, label: factLabel(null, t) },
      ]
    : factGroups(t);

const qualityKeys = ['quality0', 'quality1', 'quality2', 'quality3'] as const satisfies {
  length: (typeof citationQualities)['length'];
};

/** A citation's quality (GEDCOM QUAY 0 to 3) by name, or null when none is stated. */
export const qualityLabel = (
  quality: number | null,
  t: ResearchT = englishResearch,
): string | null => {
  const key = quality === null ? undefined : qualityKeys[quality];
  return key ? t(key) : null;
};

/** The qualities a citation may have, by name, in the order of their value. */
export const qualityOptions = (t: ResearchT = englishResearch) =>
  qualityKeys.map((key, quality) => ({ quality, label: t(key) }));

/** Page, date and quality of a citation, as one line ("p. 14 · 12 MAR 1872 · Direct …"). */
export function citationDetails(citation: Citation, t: ResearchT = englishResearch): string {
  return [citation.page, citation.date, qualityLabel(citation.quality, t)]
    .filter(Boolean)
    .join(' · ');
}

/** The citations grouped by fact, in the order of `factGroups`; empty groups left out. */
export function groupByFact(citations: Citation[], t: ResearchT = englishResearch) {
  return factGroups(t)
    .map((group) => ({ ...group, citations: citations.filter((c) => c.fact === group.fact) }))
    .filter((group) => group.citations.length > 0);
}

/** The server's field messages, or its message under `fallbackField` when it named no field. */
export function fieldErrorsOf(
  error: unknown,
  fallbackField: string,
): { fields: Record<string, string>; alert: string | null } {
  const e = error as { status?: number; fields?: Record<string, string>; message: string };
  if (e.status === 400 && e.fields && Object.keys(e.fields).length > 0)
    return { fields: { ...e.fields }, alert: null };
  if (e.status === 400) return { fields: { [fallbackField]: e.message }, alert: null };
  return { fields: {}, alert: e.message };
}

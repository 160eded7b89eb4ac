import {
  citationQualities,
  type Citation,
  type CitedFact,
  type RecordFact,
} from '@familytree/shared';

/** The facts a citation may name, in the order the profile groups them; null: the person. */
export const factGroups: Array<{ fact: CitedFact | null; label: string }> = [
  { fact: 'name', label: 'Name' },
  { fact: 'sex', label: 'Sex' },
  { fact: 'birth', label: 'Birth' },
  { fact: 'death', label: 'Death' },
  { fact: null, label: 'General' },
];

/** What a citation or a note is about: a person or a couple. */
export type ResearchSubject = { personId: number } | { unionId: number };

export const subjectBody = (subject: ResearchSubject) =>
  'unionId' in subject ? { unionId: subject.unionId } : { personId: subject.personId };

/** The facts a dialog offers for its subject: a couple's marriage, or a person's facts. */
export const factOptions = (
  subject: ResearchSubject,
): Array<{ fact: RecordFact | null; label: string }> =>
  'unionId' in subject
    ? [
        { fact: 'marriage', label: 'Marriage' },
        { fact: null, label: 'General' },
      ]
    : factGroups;

export const factLabel = (fact: RecordFact | null): string =>
  fact === 'marriage' ? 'Marriage' : factGroups.find((g) => g.fact === fact)!.label;

export const qualityLabel = (quality: number | null): string | null =>
  quality === null ? null : (citationQualities[quality] ?? null);

/** Page, date and quality of a citation, as one line ("p. 14 · 12 MAR 1872 · Direct …"). */
export function citationDetails(citation: Citation): string {
  return [citation.page, citation.date, qualityLabel(citation.quality)].filter(Boolean).join(' · ');
}

/** The citations grouped by fact, in the order of `factGroups`; empty groups left out. */
export function groupByFact(citations: Citation[]) {
  return factGroups
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

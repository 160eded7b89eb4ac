import type { Insertable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PlanEvent } from './import-plan.js';
import { escapeHtml, fitRichText } from './about-text.js';
import { cutText } from './person-limits.js';
import { personEventTagList } from './event-mapping.js';
import { profileLimits as L, type OnCut } from './profile-limits.js';
import type { CutField } from './warnings/cut-warning.js';
import { englishWords, eventName, type ProfileWords } from './profile-words.js';

/**
 * The profile sections a GEDCOM person fills (issue 13): OCCU as work, EDUC as academic entries,
 * RESI as the living timeline (and the first one with an ADDR as the current address), other
 * events as life events. The events themselves stay in gedcom_events for the export.
 */

/** Person events with a place of their own: the person's birth and death, and one section each. */
const ownPlaceTags = new Set<string>(['BIRT', 'DEAT', 'OCCU', 'EDUC', 'RESI']);
/** The life events a GEDCOM import makes (the other person events), titled by the event's name. */
export const lifeEventTags: ReadonlySet<string> = new Set(
  personEventTagList.filter((tag) => !ownPlaceTags.has(tag)),
);

const noCut: OnCut = () => {};

/** The text cut to the form's limit, the cut told to onCut (issue 28). */
function fit(text: string, max: number, field: CutField, onCut: OnCut): string {
  if (text.length <= max) return text;
  onCut(field, max);
  return cutText(text, max);
}

function fitOrNull(text: string | null, max: number, field: CutField, onCut: OnCut) {
  return text === null ? null : fit(text, max, field, onCut);
}

/** Plain text as escaped rich text, cut to the form's limit between characters (issue 28). */
function fitRichTextOrNull(text: string | null, max: number, field: CutField, onCut: OnCut) {
  if (text === null) return null;
  const { html, cut } = fitRichText(text, escapeHtml, max);
  if (cut) onCut(field, max);
  return html;
}

function range(event: PlanEvent) {
  const start = event.date?.start ?? null;
  const end = event.date?.end ?? null;
  const gregorian = (d: typeof start) => (d && d.calendar === 'GREGORIAN' && !d.bc ? d : null);
  const s = gregorian(start);
  const e = gregorian(end);
  return {
    start_day: s?.day ?? null,
    start_month: s?.month ?? null,
    start_year: s?.year ?? null,
    end_day: e?.day ?? null,
    end_month: e?.month ?? null,
    end_year: e?.year ?? null,
  };
}

export interface ProfileRows {
  work: Insertable<Database['work_history']>[];
  academic: Insertable<Database['academic_history']>[];
  timeline: Insertable<Database['living_timeline']>[];
  addresses: Insertable<Database['addresses']>[];
  lifeEvents: Insertable<Database['life_events']>[];
}

export const emptyProfileRows = (): ProfileRows => ({
  work: [],
  academic: [],
  timeline: [],
  addresses: [],
  lifeEvents: [],
});

export function addProfileRows(
  rows: ProfileRows,
  familyId: number,
  personId: number,
  events: PlanEvent[],
  onCut: OnCut = noCut,
  /** The language of the request that started the import (issue 31). */
  words: ProfileWords = englishWords,
): void {
  const positions = { work: 0, academic: 0, timeline: 0, life: 0 };
  let addressDone = false;
  // The rows' fields are written out rather than spread from shared parts: a large import makes
  // a row for most of its events, and each spread was two more objects built and copied.
  for (const event of events) {
    if (event.tag === 'BIRT' || event.tag === 'DEAT') continue;
    const { start_day, start_month, start_year, end_day, end_month, end_year } = range(event);
    if (event.tag === 'OCCU') {
      rows.work.push({
        family_id: familyId,
        person_id: personId,
        start_month,
        start_year,
        end_month,
        end_year,
        position: positions.work++,
        role: fit(
          event.value ?? event.type ?? words.names.OCCU,
          L.workRole,
          'field.workRole',
          onCut,
        ),
        company: fit(event.agency ?? '', L.workCompany, 'field.workCompany', onCut),
        location: fitOrNull(event.place, L.workLocation, 'field.workLocation', onCut),
      });
    } else if (event.tag === 'EDUC') {
      rows.academic.push({
        family_id: familyId,
        person_id: personId,
        start_month,
        start_year,
        end_month,
        end_year,
        position: positions.academic++,
        course: fit(
          event.value ?? event.type ?? words.names.EDUC,
          L.academicCourse,
          'field.course',
          onCut,
        ),
        college_university: fit(
          event.agency ?? event.place ?? '',
          L.academicCollege,
          'field.college',
          onCut,
        ),
      });
    } else if (event.tag === 'RESI') {
      // A residence with only an address is the address, not a stay of the living timeline.
      if (event.date || event.place)
        rows.timeline.push({
          family_id: familyId,
          person_id: personId,
          start_month,
          start_year,
          end_month,
          end_year,
          position: positions.timeline++,
          country: null,
          state: event.place
            ? fit(event.place, L.timelineState, 'field.residencePlace', onCut)
            : null,
        });
      if (event.address && !addressDone) {
        addressDone = true;
        const country = event.address.country;
        rows.addresses.push({
          family_id: familyId,
          person_id: personId,
          address_type: 'CURRENT_ADDRESS',
          street_address: fitOrNull(event.address.street, L.addressStreet, 'field.street', onCut),
          city: fitOrNull(event.address.city, L.addressCity, 'field.city', onCut),
          state: fitOrNull(event.address.state, L.addressState, 'field.state', onCut),
          postal_code: fitOrNull(
            event.address.postalCode,
            L.addressPostalCode,
            'field.postalCode',
            onCut,
          ),
          country: country && /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null,
        });
      }
    } else {
      const name = lifeEventTags.has(event.tag) ? eventName(words, event.tag) : undefined;
      const title = event.type ?? name ?? event.tag;
      rows.lifeEvents.push({
        family_id: familyId,
        person_id: personId,
        start_month,
        start_year,
        end_month,
        end_year,
        start_day,
        end_day,
        position: positions.life++,
        title: fit(
          event.value && event.value !== 'Y' ? `${title}: ${event.value}` : title,
          L.lifeEventTitle,
          'field.lifeEventTitle',
          onCut,
        ),
        photo: null,
        photo_position: null,
        photo_description: null,
        // The detail is rich text, shown as HTML: the file's date and place are escaped.
        detail: fitRichTextOrNull(
          [event.date ? words.date(event.date) : null, event.place].filter(Boolean).join(', ') ||
            null,
          L.lifeEventDetail,
          'field.lifeEventDetail',
          onCut,
        ),
      });
    }
  }
}

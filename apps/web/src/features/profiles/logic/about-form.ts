import {
  aboutSchema,
  messages,
  normalizePartialDate,
  partialDateBefore,
  type About,
  type imagePositions,
  type MemberProfile,
} from '@familytree/shared';
import { schemaResolver } from './form-resolver';

export type PhotoPosition = (typeof imagePositions)[number];

export interface LifeEventValues {
  startDay: number | null;
  startMonth: number | null;
  startYear: number | null;
  endDay: number | null;
  endMonth: number | null;
  endYear: number | null;
  title: string;
  photo: string | null;
  /** For the preview only; not sent. */
  photoUrl: string | null;
  photoPosition: PhotoPosition;
  photoDescription: string;
  detail: string;
}

export interface AboutFormValues {
  about: string;
  timelineEventsList: LifeEventValues[];
}

export const emptyLifeEvent = (): LifeEventValues => ({
  startDay: null,
  startMonth: null,
  startYear: null,
  endDay: null,
  endMonth: null,
  endYear: null,
  title: '',
  photo: null,
  photoUrl: null,
  photoPosition: 'timeline-view-image-center',
  photoDescription: '',
  detail: '',
});

export const aboutFormValues = (profile: MemberProfile): AboutFormValues => ({
  about: profile.personDetail.about ?? '',
  timelineEventsList: profile.timelineEventsList.map((e) => ({
    startDay: e.startDay,
    startMonth: e.startMonth,
    startYear: e.startYear,
    endDay: e.endDay,
    endMonth: e.endMonth,
    endYear: e.endYear,
    title: e.title,
    photo: e.photo,
    photoUrl: e.photoUrl,
    photoPosition: e.photoPosition ?? 'timeline-view-image-center',
    photoDescription: e.photoDescription ?? '',
    detail: e.detail ?? '',
  })),
});

export const aboutBody = (v: AboutFormValues): About => ({
  about: v.about,
  timelineEventsList: v.timelineEventsList.map(({ photoUrl: _url, ...e }) => ({
    ...e,
    photoPosition: e.photo ? e.photoPosition : null,
    photoDescription: e.photo ? e.photoDescription || null : null,
    detail: e.detail || null,
  })),
});

/** The end of a life event may not precede its start, compared at the precision both have. */
export const lifeEventRangeErrors = (v: AboutFormValues): Array<[string, string]> =>
  v.timelineEventsList.flatMap((e, index): Array<[string, string]> => {
    const start = normalizePartialDate({ day: e.startDay, month: e.startMonth, year: e.startYear });
    const end = normalizePartialDate({ day: e.endDay, month: e.endMonth, year: e.endYear });
    return partialDateBefore(end, start)
      ? [[`timelineEventsList.${index}.endYear`, messages.profile.endBeforeStart]]
      : [];
  });

export const aboutResolver = schemaResolver(aboutSchema, aboutBody, lifeEventRangeErrors);

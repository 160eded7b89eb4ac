import type { imagePositions, titleClasses } from '@familytree/shared';
import { type PageContent, type PageContentInput } from '@familytree/shared';
import type { siteMessages } from '../messages';
import { englishSite, type SiteT } from './site-text';

type SiteKey = keyof typeof siteMessages.en;

export type TitleClass = (typeof titleClasses)[number];
export type ImagePosition = (typeof imagePositions)[number];

/** The choices of the section dialog; `label` is the key of their name in the site's catalog. */
export const sizeOptions: Array<{ value: TitleClass; label: SiteKey }> = [
  { value: 'timeline-heading-medium', label: 'sizeMedium' },
  { value: 'timeline-heading-Large', label: 'sizeLarge' },
];

export const positionOptions: Array<{ value: ImagePosition; label: SiteKey }> = [
  { value: 'timeline-view-image-left', label: 'positionLeft' },
  { value: 'timeline-view-image-center', label: 'positionCenter' },
  { value: 'timeline-view-image-right', label: 'positionRight' },
];

/** What the Page Contents dialog edits: a section, new ones with a negative temporary id. */
export type SectionDraft = PageContent;

export function emptySection(id: number): SectionDraft {
  return {
    pageContentId: id,
    title: '',
    titleClass: 'timeline-heading-medium',
    image: null,
    imageUrl: null,
    imageDescription: '',
    imagePosition: 'timeline-view-image-center',
    content: '',
  };
}

/** New, unsaved sections get negative temporary ids (spec part 3), never clashing with another. */
export function nextTemporaryId(sections: PageContent[]): number {
  return Math.min(0, ...sections.map((s) => s.pageContentId)) - 1;
}

/** The body the draft and publish calls take, in page order. */
export function toInputs(sections: PageContent[]): PageContentInput[] {
  return sections.map((s) => ({
    pageContentId: s.pageContentId,
    title: s.title,
    titleClass: s.titleClass,
    image: s.image,
    imageDescription: s.imageDescription,
    imagePosition: s.imagePosition,
    content: s.content,
  }));
}

/** Replaces the section with the same id, or appends a new one at the end. */
export function upsertSection(sections: PageContent[], section: PageContent): PageContent[] {
  const exists = sections.some((s) => s.pageContentId === section.pageContentId);
  return exists
    ? sections.map((s) => (s.pageContentId === section.pageContentId ? section : s))
    : [...sections, section];
}

export function removeSection(sections: PageContent[], id: number): PageContent[] {
  return sections.filter((s) => s.pageContentId !== id);
}

/** A name for buttons and headings when a section has no title. */
export const sectionLabel = (section: Pick<PageContent, 'title'>, t: SiteT = englishSite): string =>
  section.title.trim() || t('untitledSection');

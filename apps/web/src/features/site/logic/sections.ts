import type { imagePositions, titleClasses } from '@familytree/shared';
import { type PageContent, type PageContentInput } from '@familytree/shared';

export type TitleClass = (typeof titleClasses)[number];
export type ImagePosition = (typeof imagePositions)[number];

export const sizeOptions: Array<{ value: TitleClass; label: string }> = [
  { value: 'timeline-heading-medium', label: 'Medium' },
  { value: 'timeline-heading-Large', label: 'Large' },
];

export const positionOptions: Array<{ value: ImagePosition; label: string }> = [
  { value: 'timeline-view-image-left', label: 'Left' },
  { value: 'timeline-view-image-center', label: 'Center' },
  { value: 'timeline-view-image-right', label: 'Right' },
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
export const sectionLabel = (section: Pick<PageContent, 'title'>): string =>
  section.title.trim() || 'Untitled section';

import type { PageContentInput } from '@familytree/shared';

/** A page section as the menu editor sends it (a new one: negative id), with what a test changes. */
export const pageSection = (overrides: Partial<PageContentInput> = {}): PageContentInput => ({
  pageContentId: -1,
  title: 'Our roots',
  titleClass: 'timeline-heading-Large',
  image: null,
  imageDescription: '',
  imagePosition: 'timeline-view-image-center',
  content: '<p>Hello</p>',
  ...overrides,
});

import type { SitePageSlug } from '@familytree/shared';

/**
 * What a new family's fixed pages say until a family admin edits them (issue 16). Privacy, Terms
 * and Help start published, so the footer's links open a real page at once; Article and History
 * start empty and unpublished.
 */
export const sitePageDefaults: Record<SitePageSlug, Array<{ title: string; content: string }>> = {
  article: [],
  history: [],
  privacy: [
    {
      title: 'Privacy',
      content:
        '<p>This site is kept by the family admins for the members of our family. It shows the names, relations and the details that each person or an admin chose to share.</p>' +
        '<p>Street addresses, phone numbers and email addresses are shown only to the family and branch admins. If you want a detail about you changed or removed, write to the admins through the <a href="/contact">Contact Us</a> page.</p>' +
        '<p>Messages sent through the contact form reach the family admins by email and are not published.</p>',
    },
  ],
  terms: [
    {
      title: 'Terms',
      content:
        '<p>The texts and photos on this site belong to the family and to the people who shared them. Please ask the family admins before you copy them elsewhere.</p>' +
        '<p>The family admins may correct, move or remove content at any time. Genealogical data can contain mistakes: tell us when you find one.</p>',
    },
  ],
  help: [
    {
      title: 'Help',
      content:
        '<p><strong>Family tree</strong> shows everyone by generation; choose a person to see their parents, spouses and children. <strong>Find Relation</strong> tells how two relatives are connected.</p>' +
        '<p><strong>Members</strong> lists every person with a link to their profile. <strong>News</strong> shows what the admins wrote and what changed lately.</p>' +
        '<p>Admins log in with the Login button to edit the tree, profiles and pages. Anything else? Use <a href="/contact">Contact Us</a>.</p>',
    },
  ],
};

import { sitePageOrders } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { replaceSections } from '../../modules/data/site-menus.repository.js';

/**
 * The demo family's living site (issue 16): a second published menu page (menu 4, after Home;
 * menus 2 and 3 stay empty for the e2e tests that configure them), a published History page and
 * three news posts, so that the header, the drawer and /news show a site in use.
 */

const daysAgo = (days: number, hour = 9) => {
  const at = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  at.setUTCHours(hour, 0, 0, 0);
  return at.toISOString();
};

const section = (title: string, content: string, large = false) => ({
  title,
  titleClass: large ? 'timeline-heading-Large' : 'timeline-heading-medium',
  image: null,
  imageDescription: '',
  imagePosition: 'timeline-view-image-center',
  content,
});

const pages = [
  {
    order: 4,
    name: 'Reunions',
    publishedDaysAgo: 6,
    sections: [
      section(
        'Next reunion',
        '<p>Every second summer we meet at the old family house. Bring photos and stories!</p>',
        true,
      ),
    ],
  },
  {
    order: sitePageOrders.history,
    name: 'History',
    publishedDaysAgo: 12,
    sections: [
      section(
        'Where we come from',
        '<p>The Mathew family farmed pepper and rubber near <strong>Kottayam</strong> from the 1890s.</p>',
        true,
      ),
      section(
        'Across the world',
        '<p>From the 1960s on, children and grandchildren moved to the Gulf, Europe and North America, and the family tree grew branches on four continents.</p>',
      ),
    ],
  },
];

const posts = [
  {
    title: 'Welcome to our new family site',
    content:
      '<p>We finally have one place for the tree, the photos and the stories. Log in to add what you know.</p>',
    daysAgo: 25,
  },
  {
    title: 'The History page is up',
    content:
      '<p>Read where we come from on the <a href="/history">History</a> page, and tell us what we missed.</p>',
    daysAgo: 12,
  },
  {
    title: 'Reunion next summer',
    content:
      '<p>Save the date: the <strong>family reunion</strong> is at the old house in July. Details on the <a href="/page4">Reunions</a> page.</p>',
    daysAgo: 3,
  },
];

export async function demoNewsAndPages(db: Db, familyId: number, authorId: number): Promise<void> {
  for (const page of pages) {
    const menu = await db
      .selectFrom('menus')
      .select('id')
      .where('family_id', '=', familyId)
      .where('menu_order', '=', page.order)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('menus')
      .set({
        menu_name: page.name,
        enabled: 1,
        published: 1,
        published_at: daysAgo(page.publishedDaysAgo),
      })
      .where('id', '=', menu.id)
      .execute();
    for (const version of ['published', 'draft'] as const)
      await replaceSections(db, familyId, menu.id, version, page.sections);
  }
  for (const post of posts) {
    const at = daysAgo(post.daysAgo, 18);
    await db
      .insertInto('news_posts')
      .values({
        family_id: familyId,
        title: post.title,
        content: post.content,
        image: null,
        author_id: authorId,
        created_at: at,
        updated_at: at,
      })
      .execute();
  }
}

import type { Db } from '../../infra/database.js';

/** The demo's Home page (menu 1): two published sections. */
export async function demoPageSections(db: Db, familyId: number): Promise<void> {
  const home = await db
    .selectFrom('menus')
    .select('id')
    .where('family_id', '=', familyId)
    .where('menu_order', '=', 1)
    .executeTakeFirstOrThrow();
  const sections = [
    {
      title: 'Welcome to the Mathew family',
      title_class: 'timeline-heading-Large',
      content:
        '<p>Five generations, four continents and one family. This site keeps our history, our photos and the way we are all related.</p>',
    },
    {
      title: 'Our story',
      title_class: 'timeline-heading-medium',
      content:
        '<p>Our story starts in <strong>Kottayam</strong> at the turn of the last century. Browse the <em>Family tree</em> to find your branch, or use Find Relation to see how two relatives are connected.</p>',
    },
  ];
  for (const version of ['published', 'draft']) {
    await db
      .insertInto('page_contents')
      .values(
        sections.map((s, index) => ({
          family_id: familyId,
          menu_id: home.id,
          version,
          position: index + 1,
          title: s.title,
          title_class: s.title_class,
          image: null,
          image_description: '',
          image_position: 'timeline-view-image-center',
          content: s.content,
        })),
      )
      .execute();
  }
  await db.updateTable('menus').set({ published: 1 }).where('id', '=', home.id).execute();
}

import { thumbnailName } from '@familytree/shared';
import type { Db } from '../../infra/database.js';
import { nowIso } from '../../infra/clock.js';
import type { FileStorage } from '../../infra/storage.js';
import { newImageName, saveImage } from '../../modules/media/image-store.js';
import { makeThumbnails } from '../../modules/media/thumbnails.js';
import { gatheringSvg, portraitSvg, rasterise, sceneSvg } from './demo-art.js';
import { demoLifeEvents, demoStory } from './demo-stories.js';
import type { PlannedPerson } from './family-plan.js';

/**
 * Photos for the demo family (issue 16): portraits, covers, life-event photos, two albums and the
 * home page's pictures, so that a fresh `npm start` opens on a site that looks used. Pictures are
 * drawn at seed time (demo-art.ts); each distinct picture is drawn and thumbnailed once per
 * process, and stored under a name of its own for every use, like a real upload.
 */

interface DemoFamily {
  familyId: number;
  people: PlannedPerson[];
  ids: Map<number, number>;
}

interface Drawn {
  data: Buffer;
  width: number;
  height: number;
  thumbnails: Array<{ width: number; data: Buffer }>;
}

/** Drawn pictures by their SVG: the tests seed several databases in one process. */
const drawnCache = new Map<string, Promise<Drawn>>();

function draw(svg: string): Promise<Drawn> {
  let drawn = drawnCache.get(svg);
  if (!drawn) {
    drawn = (async () => {
      const image = await rasterise(svg);
      const thumbnails = await makeThumbnails('x.jpg', image);
      return { ...image, thumbnails: thumbnails.map(({ width, data }) => ({ width, data })) };
    })();
    drawnCache.set(svg, drawn);
  }
  return drawn;
}

export async function seedDemoPhotos(
  db: Db,
  storage: FileStorage,
  family: DemoFamily,
  adminUserId: number,
): Promise<void> {
  const { familyId } = family;
  const store = async (svg: string): Promise<string> => {
    const drawn = await draw(svg);
    const name = newImageName('jpg');
    await saveImage(db, storage, {
      familyId,
      uploadedBy: adminUserId,
      name,
      image: {
        data: drawn.data,
        extension: 'jpg',
        contentType: 'image/jpeg',
        width: drawn.width,
        height: drawn.height,
      },
      thumbnails: drawn.thumbnails.map((t) => ({ ...t, name: thumbnailName(name, t.width) })),
    });
    return name;
  };
  const idOf = (p: PlannedPerson) => family.ids.get(p.key)!;

  // Portraits for the first four generations (most of them), covers and stories for the elders.
  const pictured = family.people.filter((p, i) => p.generation <= 4 && i % 4 !== 3);
  const portraitOf = (person: PlannedPerson) => {
    const initials = `${person.firstName[0]}${person.lastName[0]}`;
    // The palette follows the initials: equal initials draw the same portrait once.
    const palette = initials.charCodeAt(0) + initials.charCodeAt(1);
    return portraitSvg(initials, palette, person.gender === 'F');
  };
  // Started together, the drawings share the cores (sharp works off the main thread).
  for (const person of pictured) draw(portraitOf(person)).catch(() => undefined);
  const now = nowIso();
  for (const [index, person] of pictured.entries()) {
    const photo = await store(portraitOf(person));
    const elder = person.generation <= 2;
    const cover = elder ? await store(sceneSvg(800, 400, index % 3, index % 2 === 0)) : null;
    await db
      .updateTable('persons')
      .set({
        photo_url: photo,
        cover_photo_url: cover,
        about: elder ? demoStory(person) : undefined,
        updated_at: now,
      })
      .where('id', '=', idOf(person))
      .execute();
  }

  // Life events with photos for the founders and their children.
  for (const [index, person] of family.people.filter((p) => p.generation <= 2).entries()) {
    for (const [position, event] of demoLifeEvents(person).entries()) {
      // A few pictures shared by everyone's events: each is drawn once.
      const variant = (index + position) % 3;
      const svg =
        event.picture === 'gathering'
          ? gatheringSvg(960, 640, variant, 5 + variant)
          : sceneSvg(960, 640, variant, true);
      await db
        .insertInto('life_events')
        .values({
          family_id: familyId,
          person_id: idOf(person),
          position: position + 1,
          start_day: null,
          start_month: event.month,
          start_year: event.year,
          end_day: null,
          end_month: null,
          end_year: null,
          title: event.title,
          photo: await store(svg),
          photo_position: 'timeline-view-image-left',
          photo_description: event.description,
          detail: null,
        })
        .execute();
    }
  }

  await seedAlbums(db, family, adminUserId, store);
  await seedHomePictures(db, familyId, store);
}

/** Two family albums by the family admin. */
async function seedAlbums(
  db: Db,
  family: DemoFamily,
  adminUserId: number,
  store: (svg: string) => Promise<string>,
): Promise<void> {
  const albums = [
    {
      title: 'Family reunion 2019',
      description: 'Four generations at the family house in Kottayam.',
      pictures: [0, 1, 2, 3, 4, 5].map((i) => ({
        svg: gatheringSvg(960, 640, i + 2, 4 + i),
        caption: [
          'Arriving',
          'Lunch on the lawn',
          'The cousins',
          'Grandparents',
          'Cake time',
          'Goodbyes',
        ][i]!,
      })),
    },
    {
      title: 'The old house',
      description: 'Where it all started, over the years.',
      pictures: [0, 1, 2, 3].map((i) => ({
        svg: sceneSvg(960, 640, i + 4, true),
        caption: ['1950s', 'After the new roof', 'Monsoon', 'Today'][i]!,
      })),
    },
  ];
  const now = nowIso();
  for (const album of albums) {
    const row = await db
      .insertInto('albums')
      .values({
        family_id: family.familyId,
        title: album.title,
        description: album.description,
        person_id: null,
        created_by: adminUserId,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const picture of album.pictures)
      await db
        .insertInto('album_photos')
        .values({
          family_id: family.familyId,
          album_id: row.id,
          image_name: await store(picture.svg),
          caption: picture.caption,
          person_id: null,
          created_by: adminUserId,
          created_at: now,
        })
        .execute();
  }
}

/** The home page's two sections get a picture each (published and draft alike). */
async function seedHomePictures(
  db: Db,
  familyId: number,
  store: (svg: string) => Promise<string>,
): Promise<void> {
  const home = await db
    .selectFrom('menus')
    .select('id')
    .where('family_id', '=', familyId)
    .where('menu_order', '=', 1)
    .executeTakeFirstOrThrow();
  const pictures = [
    await store(gatheringSvg(960, 480, 3, 8)),
    await store(sceneSvg(960, 480, 1, true)),
  ];
  const descriptions = [
    '<p>The reunion of 2019: four generations on one lawn.</p>',
    '<p>The family house in Kottayam, where every reunion still ends.</p>',
  ];
  for (const [index, image] of pictures.entries())
    await db
      .updateTable('page_contents')
      .set({
        image,
        image_description: descriptions[index]!,
        image_position: index === 0 ? 'timeline-view-image-center' : 'timeline-view-image-right',
      })
      .where('family_id', '=', familyId)
      .where('menu_id', '=', home.id)
      .where('position', '=', index + 1)
      .execute();
}

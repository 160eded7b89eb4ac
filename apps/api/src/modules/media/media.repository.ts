import type { Db, Dialect } from '../../infra/database.js';

/**
 * Records one upload of the user unless `max` are recorded after `windowStart` already; answers
 * whether it was recorded. Refused, it changes nothing.
 */
export async function reserveUploadSlot(
  db: Db,
  dialect: Dialect,
  slot: { userId: number; windowStart: string; max: number; now: string },
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // The user's row lock makes their parallel uploads count one after the other, also across
    // several server processes. SQLite runs one transaction at a time on its single connection.
    if (dialect === 'postgres') {
      await trx
        .selectFrom('users')
        .select('id')
        .where('id', '=', slot.userId)
        .forUpdate()
        .execute();
    }
    const { n } = await trx
      .selectFrom('upload_attempts')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', slot.userId)
      .where('created_at', '>', slot.windowStart)
      .executeTakeFirstOrThrow();
    if (Number(n) >= slot.max) return false;
    await trx
      .deleteFrom('upload_attempts')
      .where('user_id', '=', slot.userId)
      .where('created_at', '<=', slot.windowStart)
      .execute();
    await trx
      .insertInto('upload_attempts')
      .values({ user_id: slot.userId, created_at: slot.now })
      .execute();
    return true;
  });
}

export async function insertImage(
  db: Db,
  image: {
    familyId: number;
    name: string;
    size: number;
    contentType: string;
    uploadedBy: number | null;
    createdAt: string;
    width: number;
    height: number;
    thumbnailWidths: number[];
  },
): Promise<void> {
  await db
    .insertInto('images')
    .values({
      family_id: image.familyId,
      name: image.name,
      size: image.size,
      content_type: image.contentType,
      uploaded_by: image.uploadedBy,
      created_at: image.createdAt,
      width: image.width,
      height: image.height,
      thumbnail_widths: image.thumbnailWidths.join(','),
    })
    .execute();
}

import { z } from 'zod';
import { profileVersionsSchema, versionField, type PersonSection } from '../history.js';
import { memberProfileSchema, personDetailSchema } from './profile-read.js';
import { strictBody } from './strict.js';

/**
 * A profile save's body (issue 28): the spec says each save "takes the profile or detail body", so
 * besides the tab's own fields it takes the profile as GET profile returns it (the tab's fields at
 * the top or in `personDetail`, the other tabs beside them) and the details as GET details returns
 * them (personDetail's fields at the top). The other tabs' fields are ignored; a name that appears
 * in no profile read is still 400 (strictness is for typos and mass assignment, not the spec's own
 * shapes). The version is `version`, else the tab's entry of `versions`; the route also reads
 * If-Match, and with none the save is unconditional.
 */
const profileNames = Object.keys(memberProfileSchema.shape);
const detailNames = Object.keys(personDetailSchema.shape);
/** Fields a save sends that no read has (the stored image names of the photo tabs). */
const saveOnlyNames = ['photo', 'coverPhoto'];

const ignored = z
  .unknown()
  .optional()
  .describe("Ignored by this save (another tab's field of the profile or details read)");

/** The stored name of an image from the URL a read gives for it (GET /api/family/images/<name>). */
function imageNameOf(url: unknown): unknown {
  if (typeof url !== 'string') return url;
  return url.split('?')[0]!.split('/').pop();
}

/** The photo tabs take the read's URL when the stored name is not sent. */
const urlOfImage: Record<string, string> = { photo: 'photoUrl', coverPhoto: 'coverPhotoUrl' };

/** What a save's handler gets, and what the web app sends (the tab's fields and its version). */
type SaveBody<B extends z.ZodObject> = z.ZodType<
  z.output<B> & { version?: number | undefined },
  z.input<B> & { version?: number | undefined }
>;

export function profileSaveBody<B extends z.ZodObject>(
  section: PersonSection,
  tab: B,
): SaveBody<B> {
  const own = Object.keys(tab.shape);
  const shape: Record<string, z.ZodType> = {};
  for (const name of [...profileNames, ...detailNames, ...saveOnlyNames])
    if (!own.includes(name)) shape[name] = ignored;
  for (const name of own) shape[name] = (tab.shape[name] as z.ZodType).optional();
  shape.personDetail = z
    .object(Object.fromEntries(detailNames.map((name) => [name, z.unknown().optional()])))
    .nullable()
    .optional()
    .describe("The profile read's personDetail: this tab's fields are taken from it");
  shape.versions = profileVersionsSchema
    .partial()
    .nullable()
    .optional()
    .describe(
      "The profile read's versions: this tab's entry is the version, unless `version` is sent",
    );
  shape.version = versionField.optional();

  const accepted = strictBody(z.object(shape));
  const tabBody = strictBody(tab.safeExtend({ version: versionField.optional() }));
  return accepted
    .transform((body: Record<string, unknown>) => {
      const detail = (body.personDetail ?? {}) as Record<string, unknown>;
      const fields: Record<string, unknown> = {};
      for (const name of own) {
        const value = body[name] !== undefined ? body[name] : detail[name];
        if (value !== undefined) fields[name] = value;
      }
      for (const [name, urlName] of Object.entries(urlOfImage))
        if (own.includes(name) && fields[name] === undefined) {
          const url = body[urlName] !== undefined ? body[urlName] : detail[urlName];
          if (url !== undefined && url !== null) fields[name] = imageNameOf(url);
        }
      const versions = body.versions as Partial<Record<PersonSection, number>> | null | undefined;
      const version = body.version ?? versions?.[section];
      if (version !== undefined) fields.version = version;
      return fields;
    })
    .pipe(tabBody) as unknown as SaveBody<B>;
}

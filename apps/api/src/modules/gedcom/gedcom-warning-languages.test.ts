import { messages as specMessages, type GedcomJob, type GedcomPreview } from '@familytree/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createFamily,
  createTestContext,
  login,
  multipartFile,
  testPassword,
  type TestContext,
} from '../../test-support/index.js';
import { generateGedcom } from './gedcom-generator.js';
import { exportWarnings, familyWithFile, importFile, importUrl } from './gedcom.test-helpers.js';
import { fiveOnlyFile, sevenOnlyFile, warningsFile } from './gedcom-warnings.fixture.js';

// Issue 31: a GEDCOM import's warnings (the preview's and the job's) and an export's list of
// what it leaves out are said in the language of whoever reads them. English is what the
// answers said before the warnings had keys: the texts below were captured from that code.

const englishPreview = [
  [4, 'Unknown character set "CHAR MACINTOSH" on line 4; read as UTF-8: check the special letters'],
  [7, 'FAMS @F9@ on line 7 points to no family; ignored'],
  [8, 'NOTE @N9@ on line 8 points to no record'],
  [9, 'Unknown tag _MILT kept (2 times, first on line 9)'],
  [11, 'Unknown tag _HOBBY kept (once, first on line 11)'],
  [13, 'Impossible date "31 FEB 1900" on line 13; kept as written'],
  [14, 'Line 14 is not a GEDCOM line; skipped'],
  [15, 'The INDI record on line 15 has no identifier; skipped'],
  [17, '@I1@ is defined twice (line 17); the second is skipped'],
  [19, 'The middle name of Bartholomew Long (line 19) is longer than 100 characters: cut to fit'],
  [
    19,
    'The notes of Bartholomew Long (line 19) are longer than "about" allows (100000 characters): cut to fit',
  ],
  [23, '@I3@ (line 23) would be their own ancestor; the link to their father is dropped'],
  [26, 'Line 26 jumps from level 1 to 3; read as level 2'],
  [30, 'CHIL @NOBODY@ on line 30 points to no person; ignored'],
  [33, '@I3@ is a child of a second family on line 33; kept as a second family link'],
  [36, 'The file has no TRLR line: it may be cut short'],
].map(([line, message]) => ({ line, message }));

/** The job writes the profile rows too, and warns of their cuts after the file's warnings. */
const englishJob = [
  ...englishPreview,
  {
    line: 19,
    message:
      'The work role of Bartholomew Long (line 19) is longer than 200 characters: cut to fit',
  },
];

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext();
});

afterAll(async () => {
  await t?.close();
});

async function emptyFamily() {
  const family = await createFamily(t.context);
  return { familyId: family.familyId, token: await login(t.app, family.admin.email, testPassword) };
}

function post(familyId: number, token: string, query: string, headers: Record<string, string>) {
  const { payload, headers: multipart } = multipartFile(
    'file',
    'tree.ged',
    Buffer.from(warningsFile),
  );
  return t.app.inject({
    method: 'POST',
    url: importUrl(familyId, query),
    payload,
    headers: { ...multipart, ...bearer(token), ...headers },
  });
}

async function preview(query: string, headers: Record<string, string> = {}) {
  const { familyId, token } = await emptyFamily();
  const res = await post(familyId, token, `dryRun=true${query}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GedcomPreview>();
}

const readJob = async (familyId: number, token: string, jobId: string, language?: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: `${importUrl(familyId)}/${jobId}`,
    headers: { ...bearer(token), ...(language ? { 'accept-language': language } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GedcomJob>();
};

/** Starts the import in one language and polls it, in English, until it ends. */
async function importedIn(language: string) {
  const { familyId, token } = await emptyFamily();
  const res = await post(familyId, token, '', { 'accept-language': language });
  expect(res.statusCode, res.body).toBe(202);
  const { jobId } = res.json<{ jobId: string }>();
  for (;;) {
    const job = await readJob(familyId, token, jobId);
    if (job.status === 'failed') throw new Error(job.error ?? 'failed');
    if (job.status === 'done') return { familyId, token, jobId };
    // The job runs on this event loop: let it take a turn before asking again.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const messages = (warnings: { message: string }[]) => warnings.map((w) => w.message);

describe('the warnings of a GEDCOM import preview', () => {
  it('are the English they always were', async () => {
    const body = await preview('');
    expect(body.warnings).toEqual(englishPreview);
    expect(body.warningCount).toBe(englishPreview.length);
  });

  it('are German for Accept-Language de, the lines, tags and xrefs as they are', async () => {
    const body = await preview('', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(body.warnings.map((w) => w.line)).toEqual(englishPreview.map((w) => w.line));
    expect(body.warningCount).toBe(englishPreview.length);
    expect(messages(body.warnings)).toEqual([
      'Unbekannter Zeichensatz „CHAR MACINTOSH“ in Zeile 4; gelesen als UTF-8: Bitte die Sonderzeichen prüfen',
      'FAMS @F9@ in Zeile 7 verweist auf keine Familie; ignoriert',
      'NOTE @N9@ in Zeile 8 verweist auf keinen Datensatz',
      'Unbekanntes Tag _MILT behalten (2-mal, zuerst in Zeile 9)',
      'Unbekanntes Tag _HOBBY behalten (einmal, zuerst in Zeile 11)',
      'Unmögliches Datum „31 FEB 1900“ in Zeile 13; wie geschrieben behalten',
      'Zeile 14 ist keine GEDCOM-Zeile; übersprungen',
      'Der INDI-Datensatz in Zeile 15 hat keine Kennung; übersprungen',
      '@I1@ ist doppelt definiert (Zeile 17); der zweite wird übersprungen',
      'Das Feld „Zweiter Vorname“ von Bartholomew Long (Zeile 19) ist länger als 100 Zeichen: passend gekürzt',
      'Die Notizen von Bartholomew Long (Zeile 19) sind länger, als „Über mich“ erlaubt (100000 Zeichen): passend gekürzt',
      '@I3@ (Zeile 23) wäre der eigene Vorfahre; die Verbindung zum Vater wird entfernt',
      'Zeile 26 springt von Ebene 1 auf 3; gelesen als Ebene 2',
      'CHIL @NOBODY@ in Zeile 30 verweist auf keine Person; ignoriert',
      '@I3@ ist in Zeile 33 Kind einer zweiten Familie; als zweite Familienverbindung behalten',
      'Die Datei hat keine TRLR-Zeile: Sie ist vielleicht unvollständig',
    ]);
  });

  it('are Malayalam for ?lang=ml, which wins over Accept-Language', async () => {
    const body = await preview('&lang=ml', { 'accept-language': 'de' });
    expect(body.warnings.map((w) => w.line)).toEqual(englishPreview.map((w) => w.line));
    const ml = messages(body.warnings);
    expect(ml[2]).toBe('വരി 8-ലെ NOTE @N9@ ഒരു റെക്കോർഡിലേക്കും ചൂണ്ടുന്നില്ല');
    expect(ml[9]).toBe(
      'Bartholomew Long (വരി 19) എന്നയാളുടെ "പേരിന്റെ മധ്യഭാഗം" 100 അക്ഷരങ്ങളിലും നീളമുള്ളതാണ്: ചുരുക്കി',
    );
    expect(ml[15]).toBe('ഫയലിൽ TRLR വരി ഇല്ല: ഫയൽ പൂർണമല്ലാതിരിക്കാം');
    // Every one in Malayalam script, none left in English.
    for (const [i, message] of ml.entries()) {
      expect(message, message).toMatch(/[\u0D00-\u0D7F]/);
      expect(message).not.toBe(englishPreview[i]!.message);
    }
  });
});

describe('the warnings of a GEDCOM import job', () => {
  it('are said in the language of who reads them, not of who started the job', async () => {
    const { familyId, token, jobId } = await importedIn('de');
    expect((await readJob(familyId, token, jobId)).warnings).toEqual(englishJob);
    const ml = (await readJob(familyId, token, jobId, 'ml')).warnings;
    expect(ml.map((w) => w.line)).toEqual(englishJob.map((w) => w.line));
    expect(ml.at(-1)!.message).toBe(
      'Bartholomew Long (വരി 19) എന്നയാളുടെ "പദവി" 200 അക്ഷരങ്ങളിലും നീളമുള്ളതാണ്: ചുരുക്കി',
    );
    for (const w of ml) expect(w.message, w.message).toMatch(/[\u0D00-\u0D7F]/);
    const de = (await readJob(familyId, token, jobId, 'de')).warnings;
    expect(de[0]!.message).toBe(
      'Unbekannter Zeichensatz „CHAR MACINTOSH“ in Zeile 4; gelesen als UTF-8: Bitte die Sonderzeichen prüfen',
    );
  });

  it('says why the job failed in the language of who reads it, the line as it is', async () => {
    const { familyId, token } = await emptyFamily();
    const file = ['0 HEAD', '0 @I1@ INDI', '1 NAME Evil\u202e /Name/', '0 TRLR', ''].join('\n');
    const job = await importFile(t, familyId, file, token);
    expect(job.status).toBe('failed');
    expect(job.error).toBe(
      `${specMessages.gedcom.failed} Line 2: ${specMessages.input.directionControls}`,
    );
    const german = await readJob(familyId, token, job.jobId, 'de');
    expect(german.error).toBe(
      'Der Import ist fehlgeschlagen; es wurde nichts importiert. Zeile 2: Namen dürfen keine Steuerzeichen für die Textrichtung enthalten.',
    );
    await t.context.db
      .updateTable('gedcom_import_jobs')
      .set({ error: specMessages.gedcom.restarted })
      .where('id', '=', job.jobId)
      .execute();
    expect((await readJob(familyId, token, job.jobId, 'ml')).error).toBe(
      'ഇമ്പോർട്ടിനിടെ സെർവർ പുനരാരംഭിച്ചു; ഒന്നും ഇമ്പോർട്ട് ചെയ്തിട്ടില്ല. ദയവായി വീണ്ടും ആരംഭിക്കുക.',
    );
  });

  it('read as they are from a row written before the warnings had keys', async () => {
    const { familyId, token, jobId } = await importedIn('en');
    const old = [{ line: 3, message: 'Line 3 is not a GEDCOM line; skipped' }];
    await t.context.db
      .updateTable('gedcom_import_jobs')
      .set({ warnings: JSON.stringify(old) })
      .where('id', '=', jobId)
      .execute();
    expect((await readJob(familyId, token, jobId, 'ml')).warnings).toEqual(old);
  });

  it('read as their English when the row names a key this server does not know', async () => {
    const { familyId, token, jobId } = await importedIn('en');
    const later = [{ line: 5, message: 'A warning of a later version', key: 'import.later' }];
    await t.context.db
      .updateTable('gedcom_import_jobs')
      .set({ warnings: JSON.stringify(later) })
      .where('id', '=', jobId)
      .execute();
    expect((await readJob(familyId, token, jobId, 'de')).warnings).toEqual([
      { line: 5, message: 'A warning of a later version' },
    ]);
  });
});

describe('the list of what a GEDCOM export leaves out', () => {
  it('is the English it always was, and German for Accept-Language de', async () => {
    const { family, token } = await familyWithFile(t, sevenOnlyFile);
    const english = await exportWarnings(t, family.familyId, token);
    const lost = (them: string) => `Not written in GEDCOM 5.5.1 (it has no place for ${them}`;
    expect(english).toEqual({
      warnings: [
        {
          record: expect.stringMatching(/^Anna Berg \(@I\d+@\)$/),
          message: lost('them): 2 × TRAN under NAME'),
        },
        {
          record: expect.stringMatching(/^Anna Berg \(@I\d+@\)$/),
          message: lost('it): PHRASE of a date range'),
        },
        {
          record: expect.stringMatching(/^Family @F\d+_\d+@$/),
          message: lost('it): PHRASE under HUSB'),
        },
        {
          record: expect.stringMatching(/^Family @F\d+_\d+@$/),
          message: lost('it): NO under FAM'),
        },
        { record: 'Source Parish register (@S1@)', message: lost('it): CREA under SOUR') },
        { record: 'Repository City archive (@R1@)', message: lost('it): CREA under REPO') },
      ],
      warningCount: 6,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/family/${family.familyId}/gedcom/export/warnings`,
      headers: { ...bearer(token), 'accept-language': 'de' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const german = res.json<typeof english>();
    const [anna, , family1] = english.warnings.map((w) => w.record);
    const notWritten = 'Nicht in GEDCOM 5.5.1 geschrieben (dort ist kein Platz dafür):';
    expect(german).toEqual({
      warnings: [
        { record: anna, message: `${notWritten} 2 × TRAN unter NAME` },
        { record: anna, message: `${notWritten} PHRASE eines Datumsbereichs` },
        {
          record: family1!.replace('Family', 'Familie'),
          message: `${notWritten} PHRASE unter HUSB`,
        },
        { record: family1!.replace('Family', 'Familie'), message: `${notWritten} NO unter FAM` },
        { record: 'Quelle Parish register (@S1@)', message: `${notWritten} CREA unter SOUR` },
        { record: 'Archiv City archive (@R1@)', message: `${notWritten} CREA unter REPO` },
      ],
      warningCount: 6,
    });
  });

  it('names the records 7.0 has no place for in the language, in Hindi too', async () => {
    const { family, token } = await familyWithFile(t, fiveOnlyFile);
    const english = await exportWarnings(t, family.familyId, token, 'version=7');
    expect(english.warnings.slice(-2)).toEqual([
      {
        record: 'Submission @SUBN1@',
        message: 'Not written in GEDCOM 7.0 (it has no place for it): SUBN record',
      },
      {
        record: 'ZZZ record @Z1@',
        message: 'Not written in GEDCOM 7.0 (it has no place for it): ZZZ record',
      },
    ]);
    const hindi = await exportWarnings(t, family.familyId, token, 'version=7&lang=hi');
    expect(hindi.warnings.slice(-2)).toEqual([
      {
        record: 'प्रस्तुति @SUBN1@',
        message: 'GEDCOM 7.0 में नहीं लिखा गया (इसमें इसके लिए कोई जगह नहीं है): SUBN रिकॉर्ड',
      },
      {
        record: 'ZZZ रिकॉर्ड @Z1@',
        message: 'GEDCOM 7.0 में नहीं लिखा गया (इसमें इसके लिए कोई जगह नहीं है): ZZZ रिकॉर्ड',
      },
    ]);
  });
});

describe('the refusal of a file whose import would store too much', () => {
  let small: TestContext;

  beforeAll(async () => {
    small = await createTestContext({ gedcomImportMaxBytes: 20_000 });
  });

  afterAll(async () => {
    await small?.close();
  });

  it('is said in the language, its numbers grouped as the language groups them', async () => {
    const family = await createFamily(small.context);
    const token = await login(small.app, family.admin.email, testPassword);
    const { payload, headers } = multipartFile(
      'file',
      'tree.ged',
      Buffer.from(generateGedcom(300)),
    );
    const res = await small.app.inject({
      method: 'POST',
      url: importUrl(family.familyId, 'dryRun=true'),
      payload,
      headers: { ...headers, ...bearer(token), 'accept-language': 'de' },
    });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; fields: Record<string, string> }>();
    expect(body.message).toMatch(
      /^Diese Datei kann nicht importiert werden: Sie würde zu viel Speicherplatz belegen\. Der Import würde etwa \d{1,3}(?:\.\d{3})+ Byte speichern, mehr als die Grenze dieses Servers für einen Import \(GEDCOM_IMPORT_MAX_BYTES\) von 20\.000 Byte\.$/,
    );
    expect(body.fields.file).toBe(body.message);
  });
});

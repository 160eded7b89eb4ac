import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, locales, type Locale } from '@familytree/shared';
import { answerTextsIn } from '../../answers/answer-texts.js';
import { newFamilyTexts } from '../data/site-page-defaults.js';
import { parseCliCommand, runCliCommand } from '../../cli-commands.js';
import {
  bearer,
  createFamily,
  createTestContext,
  createUser,
  uniqueEmail,
  uniqueName,
  type TestContext,
} from '../../test-support/index.js';

/**
 * A new family's menus and fixed pages are written in its language (issue 31): the language the
 * creation names, else the request's; English stays the spec's 'Home', 'Page 2', … and the pages
 * every family got before.
 */

// What every family's fixed pages said before issue 31, kept here to prove English unchanged.
const englishPages = {
  privacy:
    '<p>This site is kept by the family admins for the members of our family. It shows the names, relations and the details that each person or an admin chose to share.</p>' +
    '<p>Street addresses, phone numbers and email addresses are shown only to the family and branch admins. If you want a detail about you changed or removed, write to the admins through the <a href="/contact">Contact Us</a> page.</p>' +
    '<p>Messages sent through the contact form reach the family admins by email and are not published.</p>',
  terms:
    '<p>The texts and photos on this site belong to the family and to the people who shared them. Please ask the family admins before you copy them elsewhere.</p>' +
    '<p>The family admins may correct, move or remove content at any time. Genealogical data can contain mistakes: tell us when you find one.</p>',
  help:
    '<p><strong>Family tree</strong> shows everyone by generation; choose a person to see their parents, spouses and children. <strong>Find Relation</strong> tells how two relatives are connected.</p>' +
    '<p><strong>Members</strong> lists every person with a link to their profile. <strong>News</strong> shows what the admins wrote and what changed lately.</p>' +
    '<p>Admins log in with the Login button to edit the tree, profiles and pages. Anything else? Use <a href="/contact">Contact Us</a>.</p>',
};

let t: TestContext;
let platformToken: string;

beforeAll(async () => {
  t = await createTestContext();
  const platform = await createUser(t.context, { platformAdmin: true });
  const res = await t.app.inject({
    method: 'POST',
    url: apiPaths.platformLogin,
    payload: { email: platform.email, password: platform.password },
  });
  platformToken = res.json<{ token: string }>().token;
});
afterAll(() => t.close());

const createCall = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: apiPaths.platformFamilies,
    payload: {
      name: 'Neue Familie',
      adminEmail: uniqueEmail('first'),
      adminFirstName: 'Nia',
      adminLastName: 'Neu',
      ...body,
    },
    headers: { ...bearer(platformToken), ...headers },
  });

async function storedFamily(domainName: string) {
  const family = await t.context.db
    .selectFrom('families')
    .select(['id', 'language'])
    .where('domain_name', '=', domainName)
    .executeTakeFirstOrThrow();
  const menus = await t.context.db
    .selectFrom('menus')
    .select(['id', 'menu_order', 'menu_name'])
    .where('family_id', '=', family.id)
    .orderBy('menu_order')
    .execute();
  const sections = await t.context.db
    .selectFrom('page_contents')
    .select(['menu_id', 'version', 'title', 'content'])
    .where('family_id', '=', family.id)
    .execute();
  const page = (order: number, version = 'published') => {
    const menu = menus.find((m) => m.menu_order === order)!;
    return sections.filter((s) => s.menu_id === menu.id && s.version === version);
  };
  return { language: family.language, names: menus.map((m) => m.menu_name), page };
}

describe("a new family's default menus and pages", () => {
  it('are German for a family created in German, which is its language from then on', async () => {
    const domainName = uniqueName('de');
    const res = await createCall({ domainName, language: 'de' });
    expect(res.statusCode).toBe(201);
    const family = await storedFamily(domainName);
    expect(family.language).toBe('de');
    expect(family.names).toEqual([
      'Startseite',
      'Seite 2',
      'Seite 3',
      'Seite 4',
      'Artikel',
      'Geschichte',
      'Datenschutz',
      'Nutzungsbedingungen',
      'Hilfe',
    ]);
    const [privacy] = family.page(13);
    expect(privacy!.title).toBe('Datenschutz');
    expect(privacy!.content).toContain('<a href="/contact">Kontakt</a>');
    expect(privacy!.content).toMatch(/^<p>Diese Website wird von den Familien-Admins/);
    const texts = (sections: Array<{ title: string; content: string }>) =>
      sections.map((s) => [s.title, s.content]);
    expect(texts(family.page(13, 'draft'))).toEqual(texts(family.page(13)));
    expect(family.page(15)[0]!.content).toContain('<strong>Stammbaum</strong>');
    const site = await t.app.inject({ method: 'GET', url: apiPaths.family(domainName) });
    expect(site.json()).toMatchObject({ language: 'de' });
    expect(site.json().menus.map((m: { menuName: string }) => m.menuName)).toEqual([
      'Startseite',
      'Seite 2',
      'Seite 3',
      'Seite 4',
    ]);
  });

  it("are in the request's language when the creation names none, and leave the setting unset", async () => {
    const domainName = uniqueName('ml');
    const res = await createCall({ domainName }, { 'accept-language': 'ml-IN,ml;q=0.9,en;q=0.5' });
    expect(res.statusCode).toBe(201);
    const family = await storedFamily(domainName);
    expect(family.language).toBeNull();
    expect(family.names.slice(0, 4)).toEqual(['ഹോം', 'പേജ് 2', 'പേജ് 3', 'പേജ് 4']);
    expect(family.page(15)[0]!.title).toBe('സഹായം');
  });

  it("a language named wins over the request's", async () => {
    const domainName = uniqueName('fr');
    await createCall({ domainName, language: 'fr' }, { 'accept-language': 'de' });
    expect((await storedFamily(domainName)).names.slice(0, 4)).toEqual([
      'Accueil',
      'Page 2',
      'Page 3',
      'Page 4',
    ]);
  });

  it("are the spec's English, byte for byte as before, in English", async () => {
    for (const [domainName, body, headers] of [
      [uniqueName('en'), {}, {}],
      [uniqueName('en'), { language: 'en' }, { 'accept-language': 'pl' }],
      [uniqueName('en'), {}, { 'accept-language': 'en-GB' }],
    ] as const) {
      expect((await createCall({ domainName, ...body }, headers)).statusCode).toBe(201);
      const family = await storedFamily(domainName);
      expect(family.names).toEqual([
        'Home',
        'Page 2',
        'Page 3',
        'Page 4',
        'Article',
        'History',
        'Privacy',
        'Terms',
        'Help',
      ]);
      expect(family.page(11)).toEqual([]);
      expect(family.page(12)).toEqual([]);
      for (const [order, slug] of [
        [13, 'privacy'],
        [14, 'terms'],
        [15, 'help'],
      ] as const)
        for (const version of ['published', 'draft'])
          expect(family.page(order, version).map((s) => [s.title, s.content])).toEqual([
            [slug[0]!.toUpperCase() + slug.slice(1), englishPages[slug]],
          ]);
    }
  });

  it('of the test factory and the CLI are English unless the CLI is given a language', async () => {
    const factory = await createFamily(t.context);
    expect((await storedFamily(factory.domainName)).names[0]).toBe('Home');
    const domain = uniqueName('cli');
    const command = parseCliCommand([
      'create-family',
      '--domain',
      domain,
      '--name',
      'Famiglia',
      '--admin-email',
      uniqueEmail('cli'),
      '--admin-password',
      'a strong family password',
      '--language',
      'it',
    ]);
    await runCliCommand(t.context, command);
    const family = await storedFamily(domain);
    expect(family).toMatchObject({ language: 'it' });
    expect(family.names.slice(0, 6)).toEqual([
      'Home',
      'Pagina 2',
      'Pagina 3',
      'Pagina 4',
      'Articolo',
      'Storia',
    ]);
    expect(() => parseCliCommand(['create-family', '--language', 'xx'])).toThrow(/--language/);
  });

  it('refuses a language the product does not speak, with its field, and creates nothing', async () => {
    const domainName = uniqueName('xx');
    const res = await createCall({ domainName, language: 'xx' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.language).toMatch(/^Choose one of the languages/);
    const german = await createCall({ domainName, language: 'xx' }, { 'accept-language': 'de' });
    expect(german.json().fields.language).toMatch(/^Wählen Sie/);
    expect(
      await t.context.db
        .selectFrom('families')
        .select('id')
        .where('domain_name', '=', domainName)
        .executeTakeFirst(),
    ).toBeUndefined();
  });
});

describe('the default texts in every language', () => {
  it.each(locales.filter((l) => l !== 'en'))(
    '%s: whole pages, with their links',
    async (locale) => {
      const texts = newFamilyTexts(await answerTextsIn(locale as Locale));
      const english = newFamilyTexts(await answerTextsIn('en'));
      expect(texts.menuNames[0]).not.toBe('');
      expect(texts.menuNames[1]).toMatch(/ 2$/);
      for (const slug of ['privacy', 'terms', 'help'] as const) {
        const [section] = texts.pages[slug];
        expect(section!.title).toBe(texts.pageNames[slug]);
        expect(section!.content).not.toMatch(/[{}\uE000]/);
        expect(section!.content).not.toBe(english.pages[slug][0]!.content);
        expect(section!.content.match(/<p>/g)).toHaveLength(
          english.pages[slug][0]!.content.match(/<p>/g)!.length,
        );
      }
      expect(texts.pages.privacy[0]!.content.match(/<a href="\/contact">[^<]+<\/a>/g)).toHaveLength(
        1,
      );
      expect(texts.pages.help[0]!.content.match(/<strong>[^<]+<\/strong>/g)).toHaveLength(4);
      for (const name of texts.menuNames) expect(name.length).toBeLessThanOrEqual(30);
      for (const name of Object.values(texts.pageNames))
        expect(name.length).toBeLessThanOrEqual(30);
    },
  );
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiPaths, type TreeNode } from '@familytree/shared';
import { callApi, familyOf, sessionToken, treeOf } from '../fixtures/api';
import { invitationLinkFor } from '../fixtures/outbox';
import { chartUrl, demoFourthGeneration } from '../fixtures/chart';
import { logInOnMainSite } from '../fixtures/login';
import { newFamilyWithAdmin } from '../fixtures/new-family';
import { demoPassword, familySite, logins, mainSite } from '../fixtures/site';

// Issue 31: the product in the user's language, chosen on every page and remembered.

test('a visitor switches the site to German, then to Malayalam, and the choice stays', async ({
  page,
}) => {
  await page.goto(familySite('demo', '/familytree'));
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Family tree' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const hauptnavigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
  await expect(hauptnavigation.getByRole('link', { name: 'Stammbaum' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Alle Rechte vorbehalten.');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(hauptnavigation.getByRole('link', { name: 'Mitglieder' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'മലയാളം' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'ml');
  const main = page.getByRole('navigation', { name: 'പ്രധാനം' });
  await expect(main.getByRole('link', { name: 'കുടുംബവൃക്ഷം' })).toBeVisible();
});

test.describe('a browser that asks for French', () => {
  test.use({ locale: 'fr-FR' });

  test('gets the site in French without choosing', async ({ page }) => {
    await page.goto(familySite('demo', '/members'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Arbre généalogique' })).toBeVisible();
  });
});

test('the pseudo-locale shows no English in the shell', async ({ page }) => {
  await page.goto(familySite('demo', '/familytree?lang=en-XA'));
  const nav = page.getByRole('navigation', { name: '[Ṁáîñ]' });
  await expect(nav.getByRole('link', { name: '[Ƒáɱîĺý ţŕéé]' })).toBeVisible();
  // The family's own menu names are its content, not the product's texts.
  const menus = ['Home', 'Reunions'];
  for (const label of await nav.getByRole('link').allTextContents())
    if (!menus.includes(label)) expect(label).toMatch(/^\[.*\]$/);
  const footer = page.getByRole('navigation', { name: '[Ƒööţéŕ]' });
  for (const label of await footer.getByRole('link').allTextContents())
    expect(label).toMatch(/^\[.*\]$/);
});

test('right to left: the page mirrors with dir="rtl"', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(familySite('demo', '/familytree?lang=ar-XB'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const menuButton = page.getByRole('button', { name: /Open navigation/ });
  const box = (await menuButton.boundingBox())!;
  // The navigation button starts the app bar: on the right when the page runs right to left.
  expect(box.x).toBeGreaterThan(390 / 2);
});

test("a user's language follows them to another browser; a family's is its visitors' default", async ({
  page,
  browser,
}) => {
  const admin = { firstName: 'Lena', lastName: 'Sprach' };
  const { sub, familyId, token, email, password } = await newFamilyWithAdmin(page, 'lang', admin);
  await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect
    .poll(async () => {
      const res = await callApi(page, 'GET', '/api/my/account', { token });
      return (res.body as { language: string | null }).language;
    })
    .toBe('hi');

  const elsewhere = await browser.newContext({ locale: 'en-US' });
  const second = await elsewhere.newPage();
  await logInOnMainSite(second, email, password);
  await expect(second.getByText(`स्वागत है, ${admin.firstName} ${admin.lastName}`)).toBeVisible();
  await expect(second.locator('html')).toHaveAttribute('lang', 'hi');
  await elsewhere.close();

  // The admin, reading Hindi, makes German the site's language in the settings.
  await page.goto(familySite(sub, '/settings'));
  const siteLanguage = page.getByRole('combobox', { name: 'साइट की भाषा' });
  await siteLanguage.selectOption({ label: 'Deutsch' });
  await expect(siteLanguage).toHaveValue('de');
  await page.getByRole('button', { name: 'सेटिंग्स सहेजें' }).click();
  await expect(page.getByText('सेटिंग्स सहेजी गईं')).toBeVisible();
  await expect
    .poll(async () => {
      const res = await callApi(page, 'GET', `/api/family/${familyId}/settings`, { token });
      return (res.body as { language: string | null }).language;
    })
    .toBe('de');
  const visitor = await browser.newContext({ locale: 'en-US' });
  const visit = await visitor.newPage();
  const response = await visit.goto(familySite(sub, '/familytree'));
  // The page the server paints before the app's script is German already.
  expect(await response!.text()).toContain('<html lang="de" dir="ltr" data-locale="de">');
  await expect(visit.locator('html')).toHaveAttribute('lang', 'de');
  await expect(visit.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await visitor.close();
});

const nameOf = (p: TreeNode['member']) => `${p.firstName} ${p.lastName}`;

const journeys = [
  {
    lang: 'de',
    members: 'Mitglieder',
    tabs: ['Profil', 'Mein Stammbaum'],
    relation: { first: 'Erste Person', second: 'Zweite Person', search: 'Suchen' },
    tree: 'Verwandtschaftsbaum',
  },
  {
    lang: 'ml',
    members: 'അംഗങ്ങൾ',
    tabs: ['പ്രൊഫൈൽ', 'എന്റെ കുടുംബവൃക്ഷം'],
    relation: { first: 'ഒന്നാമത്തെ വ്യക്തി', second: 'രണ്ടാമത്തെ വ്യക്തി', search: 'തിരയുക' },
    tree: 'ബന്ധവൃക്ഷം',
  },
] as const;

for (const j of journeys)
  test(`the main journeys in ${j.lang}: members, a profile, Find Relation`, async ({ page }) => {
    await page.goto(familySite('demo', `/members?lang=${j.lang}`));
    await expect(page.locator('html')).toHaveAttribute('lang', j.lang);
    await expect(page.getByRole('heading', { name: j.members, level: 1 })).toBeVisible();

    const family = await familyOf(page, 'demo');
    const tree = await treeOf(page, family.familyId);
    const founder = tree[0]!;
    const grandchild = founder.childs.flatMap((c) => c.childs)[0]!;
    await page.goto(
      familySite('demo', `/members/${founder.member.personId}/profile?lang=${j.lang}`),
    );
    for (const tab of j.tabs) await expect(page.getByRole('tab', { name: tab })).toBeVisible();

    await page.goto(familySite('demo', `/familytree/searchrelation?lang=${j.lang}`));
    for (const [label, person] of [
      [j.relation.first, founder],
      [j.relation.second, grandchild],
    ] as const) {
      await page.getByLabel(label).fill(nameOf(person.member));
      await page
        .getByRole('option', { name: new RegExp(`^${nameOf(person.member)}`) })
        .first()
        .click();
    }
    await page.getByRole('button', { name: j.relation.search }).click();
    // The sentence is the server's, in the language the page asked for.
    const answer = await callApi(
      page,
      'GET',
      `/api/familyTree/${family.familyId}/relation?firstPerson=${founder.member.personId}&secondPerson=${grandchild.member.personId}&lang=${j.lang}`,
    );
    const sentence = (answer.body as { relationship: string }).relationship;
    expect(sentence).not.toMatch(/ is .*'s /);
    await expect(page.getByText(sentence)).toBeVisible();
    await expect(page.getByRole('treegrid', { name: j.tree })).toBeVisible();
  });

// The admins' journeys in German and in Malayalam: a platform admin makes a family in the
// language (the server's refusal of a taken sub-domain in it first), its first admin follows the
// invitation, and the site, the tree, a profile's editor, a chart and the menu configuration
// all speak it, the date typed in the language's order.
const adminJourneys = [
  {
    lang: 'de',
    name: 'Deutsch',
    platform: {
      email: 'E-Mail',
      password: 'Passwort',
      logIn: 'Anmelden',
      dashboard: 'Admin-Dashboard',
      create: 'Familie anlegen',
      familyName: 'Name der Familie',
      subdomain: 'Subdomain',
      adminEmail: 'E-Mail des Verwalters',
      adminFirstName: 'Vorname des Verwalters',
      adminLastName: 'Nachname des Verwalters',
      language: 'Sprache',
      taken: 'Die Subdomain „demo“ ist bereits vergeben',
    },
    invitation: {
      password: 'Passwort',
      confirm: 'Passwort bestätigen',
      submit: 'Passwort festlegen und anmelden',
    },
    welcome: 'Willkommen, ',
    tree: 'Stammbaum',
    birth: 'Geburtsdatum',
    datePattern: 'TT.MM.JJJJ',
    date: '24.12.1950',
    save: 'Speichern',
    saved: 'Die Grunddaten wurden gespeichert.',
    pedigreeOf: 'Ahnentafel von Karl Weber',
    menuConfig: 'Menü und Inhalte Ihrer Website organisieren',
    secondMenu: 'Seite 2',
  },
  {
    lang: 'ml',
    name: 'മലയാളം',
    platform: {
      email: 'ഇമെയിൽ',
      password: 'പാസ്‌വേഡ്',
      logIn: 'ലോഗിൻ ചെയ്യുക',
      dashboard: 'അഡ്മിൻ ഡാഷ്‌ബോർഡ്',
      create: 'കുടുംബം സൃഷ്ടിക്കുക',
      familyName: 'കുടുംബത്തിന്റെ പേര്',
      subdomain: 'സബ്ഡൊമെയ്ൻ',
      adminEmail: 'അഡ്മിന്റെ ഇമെയിൽ',
      adminFirstName: 'അഡ്മിന്റെ പേരിന്റെ ആദ്യഭാഗം',
      adminLastName: 'അഡ്മിന്റെ പേരിന്റെ അവസാനഭാഗം',
      language: 'ഭാഷ',
      taken: '"demo" എന്ന സബ്ഡൊമെയ്ൻ ഇതിനകം എടുത്തുകഴിഞ്ഞു',
    },
    invitation: {
      password: 'പാസ്‌വേഡ്',
      confirm: 'പാസ്‌വേഡ് സ്ഥിരീകരിക്കുക',
      submit: 'പാസ്‌വേഡ് സജ്ജമാക്കി ലോഗിൻ ചെയ്യുക',
    },
    welcome: 'സ്വാഗതം, ',
    tree: 'കുടുംബവൃക്ഷം',
    birth: 'ജനനത്തീയതി',
    datePattern: 'ദിവസം/മാസം/വർഷം',
    date: '24/12/1950',
    save: 'സംരക്ഷിക്കുക',
    saved: 'അടിസ്ഥാന വിവരങ്ങൾ സേവ് ചെയ്തു.',
    pedigreeOf: 'Karl Weber-ന്റെ പൂർവികരുടെ ചാർട്ട്',
    menuConfig: 'നിങ്ങളുടെ വെബ്സൈറ്റിന്റെ മെനുവും ഉള്ളടക്കവും ക്രമീകരിക്കുക',
    secondMenu: 'പേജ് 2',
  },
] as const;

for (const j of adminJourneys)
  test(`an admin's journey in ${j.lang}: a new family, its tree, a profile, a chart, the menus`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const p = j.platform;
    await page.goto(`${mainSite}/admin?lang=${j.lang}`);
    await page.getByLabel(p.email).fill(logins.platformAdmin);
    await page.getByLabel(p.password).fill(demoPassword);
    await page.getByRole('button', { name: p.logIn }).click();
    await expect(page.getByRole('heading', { name: p.dashboard })).toBeVisible();

    const stamp = Date.now().toString(36);
    const sub = `${j.lang}-${stamp}`;
    const adminEmail = `${j.lang}.${stamp}@example.com`;
    await page.getByRole('button', { name: p.create }).click();
    const dialog = page.getByRole('dialog', { name: p.create });
    // The family speaks the platform admin's language unless they choose another.
    await expect(dialog.getByRole('combobox', { name: p.language })).toHaveValue(j.lang);
    await dialog.getByLabel(p.familyName).fill(`Familie ${stamp}`);
    await dialog.getByLabel(p.subdomain).fill('demo');
    await dialog.getByLabel(p.adminEmail).fill(adminEmail);
    await dialog.getByLabel(p.adminFirstName).fill('Mira');
    await dialog.getByLabel(p.adminLastName).fill('Weber');
    await dialog.getByRole('button', { name: p.create }).click();
    // The server's refusal, in the language the page speaks.
    await expect(dialog.getByRole('alert')).toContainText(p.taken);
    await dialog.getByLabel(p.subdomain).fill(sub);
    await dialog.getByRole('button', { name: p.create }).click();
    await expect(dialog).toBeHidden();

    // The family's language is its site's: the invitation opens in it without asking.
    await page.goto(await invitationLinkFor(adminEmail));
    await expect(page.locator('html')).toHaveAttribute('lang', j.lang);
    const password = 'mira-password-123';
    await page.getByLabel(j.invitation.password, { exact: true }).fill(password);
    await page.getByLabel(j.invitation.confirm).fill(password);
    await page.getByRole('button', { name: j.invitation.submit }).click();
    await expect(page.getByText(`${j.welcome}Mira Weber`)).toBeVisible();

    const family = await familyOf(page, sub);
    const token = await sessionToken(page);
    const founder = await callApi(page, 'POST', apiPaths.founder(family.familyId), {
      token,
      body: { firstName: 'Karl', middleName: null, lastName: 'Weber', gender: 'M' },
    });
    expect(founder.status).toBe(201);
    const { personId } = founder.body as { personId: number };

    await page.goto(familySite(sub, '/familytree'));
    await expect(page.getByRole('heading', { name: j.tree, level: 1 })).toBeVisible();
    await expect(page.getByText('Karl Weber').first()).toBeVisible();

    await page.goto(familySite(sub, `/members/${personId}/edit?tab=0`));
    const born = page.getByLabel(j.birth);
    // The editor's code loads on first use: room for a busy machine.
    await expect(born).toHaveAttribute('placeholder', j.datePattern, { timeout: 30_000 });
    await born.fill(j.date);
    await born.blur();
    await page.getByRole('button', { name: j.save, exact: true }).click();
    await expect(page.getByText(j.saved)).toBeVisible();
    await page.reload();
    await expect(born).toHaveValue(j.date);
    // The profile shows the date as it was typed.
    await page.goto(familySite(sub, `/members/${personId}/profile`));
    await expect(page.getByText(j.date)).toBeVisible();

    await page.goto(familySite(sub, `/familytree/chart/pedigree/${personId}`));
    await expect(page.getByRole('heading', { name: j.pedigreeOf })).toBeVisible();

    await page.goto(familySite(sub, '/menuconfig'));
    await expect(page.getByRole('heading', { name: j.menuConfig, level: 1 })).toBeVisible();
    // The new family's first menus were written in its language.
    await expect(page.getByRole('tab', { name: j.secondMenu })).toBeVisible();
  });

// Every page in the pseudo-locale, for visitors and admins: 0-pseudo-locale.spec.ts.

test('a chart downloaded in German is a German SVG file', async ({ page }) => {
  const { person } = await demoFourthGeneration(page);
  await page.goto(chartUrl('pedigree', person.member.personId, '?lang=de'));
  await expect(page.getByRole('heading', { name: /^Ahnentafel von/ })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'SVG herunterladen' }).click(),
  ]);
  const svg = readFileSync((await download.path())!, 'utf8');
  expect(svg).toMatch(/^<svg [^>]*\blang="de" xml:lang="de"/);
  expect(svg).toContain(`<title>Ahnentafel von ${person.member.firstName}`);
  expect(svg).toContain('M: männlich · W: weiblich · ?: Geschlecht unbekannt');
  expect(svg).toMatch(/Erstellt am \d{1,2}\. \p{L}+ \d{4}/u);
  expect(svg).not.toMatch(/Pedigree|chart of|Made on/);
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { apiPaths, type TreeNode } from '@familytree/shared';
import { callApi, familyOf, treeOf } from '../fixtures/api';
import { chartUrl, demoFourthGeneration } from '../fixtures/chart';
import { logInOnMainSite } from '../fixtures/login';
import { newFamilyWithAdmin } from '../fixtures/new-family';
import { familySite } from '../fixtures/site';

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

test('a German user types the date of birth as TT.MM.JJJJ and the profile shows it so', async ({
  page,
}) => {
  const admin = { firstName: 'Greta', lastName: 'Datum' };
  const { sub, familyId, token } = await newFamilyWithAdmin(page, 'datum', admin);
  const founder = await callApi(page, 'POST', apiPaths.founder(familyId), {
    token,
    body: { firstName: 'Karl', middleName: null, lastName: 'Datum', gender: 'M' },
  });
  expect(founder.status).toBe(201);
  const { personId } = founder.body as { personId: number };

  await page.goto(familySite(sub, `/members/${personId}/edit?tab=0&lang=de`));
  const born = page.getByLabel('Geburtsdatum');
  // The editor's code loads on first use: room for a busy machine.
  await expect(born).toHaveAttribute('placeholder', 'TT.MM.JJJJ', { timeout: 30_000 });
  await born.fill('24.12.1950');
  await born.blur();
  await expect(born).toHaveValue('24.12.1950');
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByText('Die Grunddaten wurden gespeichert.')).toBeVisible();
  await page.reload();
  await expect(born).toHaveValue('24.12.1950');

  await page.goto(familySite(sub, `/members/${personId}/profile?lang=de`));
  await expect(page.getByText('24.12.1950')).toBeVisible();
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
    await expect(page.getByRole('list', { name: j.tree })).toBeVisible();
  });

// Every page in the pseudo-locale, for visitors and admins: pseudo-locale.spec.ts.

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

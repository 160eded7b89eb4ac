import { apiPaths, chartKinds, type MemberCard, type TreeNode } from '@familytree/shared';
import { expect, test, type Page } from '@playwright/test';
import { callApi, familyOf, sessionToken, treeOf } from '../fixtures/api';
import { expectLoggedInAs, logInOnMainSite } from '../fixtures/login';
import { demoPassword, familySite, logins, mainSite } from '../fixtures/site';

// Issue 31: every product text comes from a catalog. In the pseudo-locale `en-XA` every catalog
// message is accented and bracketed, so no word the product writes itself has three plain
// letters in a row: what has is English that skipped the catalogs, unless it is the family's own
// words (names, menu titles, content), which stay as they are.
//
// The file's name starts with 0 so that it runs first (one worker, files in name order): the
// family's own words are the demo seed's, before other specs add albums, news, branch admins and
// persons of their own (the e2e server is shared).

// What the product names on a page: tabs, headings, labels, column headers, buttons, alerts, and
// the names and hints screen readers hear and inputs show.
const named = [
  '[role=tab]',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'label',
  'legend',
  'th',
  '[role=columnheader]',
  'button',
  '[role=alert]',
  '[role=status]',
  'caption',
].join(', ');

/** The plain-letter words of what the page names in its main part and its open dialogs. */
async function plainWords(page: Page): Promise<string[]> {
  return page.locator('main, [role=dialog], [role=presentation]').evaluateAll((roots, selector) => {
    const texts = new Set<string>();
    for (const root of roots) {
      const nodes = [root, ...Array.from(root.querySelectorAll(selector))].filter((n) =>
        n.matches(selector),
      );
      for (const node of nodes) texts.add((node.textContent ?? '').trim());
      for (const node of Array.from(root.querySelectorAll('[aria-label], [placeholder], [title]')))
        for (const attr of ['aria-label', 'placeholder', 'title'])
          texts.add((node.getAttribute(attr) ?? '').trim());
    }
    return [...texts].filter((t) => /[A-Za-z]{3,}/.test(t));
  }, named);
}

/** The family's persons' names, word by word: theirs in any language. */
function namesOf(tree: TreeNode[]): Set<string> {
  const words = new Set<string>();
  const walk = (nodes: TreeNode[]) => {
    for (const n of nodes) {
      for (const p of [n.member, ...n.spouse])
        for (const w of `${p.firstName} ${p.lastName}`.match(/[A-Za-z]+/g) ?? []) words.add(w);
      walk(n.childs);
    }
  };
  walk(tree);
  return words;
}

/** Every member's name, page by page of the member list (the tree holds only the lines). */
async function memberNames(page: Page, familyId: number, tree: TreeNode[]): Promise<Set<string>> {
  const words = namesOf(tree);
  for (let n = 1; ; n++) {
    const answer = await callApi(
      page,
      'GET',
      `${apiPaths.memberCards(familyId)}?page=${n}&pageSize=100`,
    );
    const cards = answer.body as MemberCard[];
    if (answer.status !== 200 || cards.length === 0) return addHistoryNames(page, familyId, words);
    for (const c of cards)
      for (const w of [c.firstName, c.middleName, c.lastName].join(' ').match(/[A-Za-z]+/g) ?? [])
        words.add(w);
  }
}

/**
 * The names the recent changes show are the family's too, also of persons other specs added and
 * deleted before this one ran (the e2e server is shared): the first page is what /changes shows.
 */
async function addHistoryNames(page: Page, familyId: number, words: Set<string>) {
  // A visitor has no history to read, and the pages it sees show none.
  const signedIn = await page.evaluate(() => window.localStorage.getItem('familytree.session'));
  if (!signedIn) return words;
  const token = await sessionToken(page);
  const path = `/api/family/${familyId}/history?page=1&pageSize=100`;
  const answer = await callApi(page, 'GET', path, { token });
  if (answer.status !== 200) throw new Error(`The recent changes answered ${answer.status}`);
  const { items } = answer.body as {
    items: Array<{ personName: string | null; userName: string }>;
  };
  for (const item of items)
    for (const w of `${item.personName ?? ''} ${item.userName}`.match(/[A-Za-z]+/g) ?? [])
      words.add(w);
  return words;
}

// The demo family's own words besides names: its menus, pages, albums, news, events, places,
// sources and photo captions, and names of formats and sites.
const demoContent = [
  'Home',
  'Reunions',
  'Page 2',
  'Page 3',
  'Privacy',
  'Terms',
  'Help',
  'Welcome to the Mathew family',
  'Our story',
  'Where we come from',
  'Across the world',
  'The old house',
  'Family reunion 2019',
  'Reunion next summer',
  'The History page is up',
  'Welcome to our new family site',
  'Wedding',
  'Built the family house',
  'Married in Houston; the whole village came.',
  'The house that still hosts every reunion.',
  'Kerala State Archives',
  'Kottayam',
  'Kerala',
  'India',
  'Kochi',
  'Chennai',
  'Melbourne',
  'Toronto',
  'Dubai',
  'London',
  'Houston',
  'Australia',
  'Canada',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
  'Harper',
  'Demo Family',
  'demo.ged',
  'SVG',
  'PNG',
  'GEDCOM 7.0',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'https://',
];

// The server's words in its answers (the gallery's own albums, a photo's caption, a refusal): the server
// speaks no pseudo-locale and answers it in English. Its catalogs are checked key by key
// (catalogs.test.ts), and the German and Malayalam journeys (languages.spec.ts) read them.
const serverWords = [
  'Life events',
  'Profile photos',
  'Cover photos',
  'Website pages',
  'Profile photo of',
  'Cover photo of',
  'This invitation link is not valid.',
];

// The pseudo-locale formats dates as English does (Intl has no en-XA): its month and day names.
const intlWords = Array.from({ length: 12 }, (_, m) => new Date(2001, m, 1 + m)).flatMap((d) =>
  (['short', 'long'] as const).flatMap((width) => [
    d.toLocaleDateString('en', { month: width }),
    d.toLocaleDateString('en', { weekday: width }),
  ]),
);

// Browsers and systems name a session's device (the account page).
const devices = [
  'Chrome',
  'Chromium',
  'Firefox',
  'Safari',
  'Edge',
  'Linux',
  'Windows',
  'macOS',
  'Android',
  'iOS',
];

/** Texts with a plain word that is none of the family's own words nor the server's. */
function untranslated(texts: string[], names: Set<string>): string[] {
  // Whole words only: "Mar" (March) is no part of "Martin".
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const phrases = [...demoContent, ...serverWords, ...devices, ...intlWords]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => new RegExp(`(?<![A-Za-z])${escape(phrase)}(?![A-Za-z])`, 'g'));
  return texts.filter((text) => {
    const rest = phrases.reduce((t, phrase) => t.replace(phrase, ' '), text);
    return (rest.match(/[A-Za-z]{3,}/g) ?? []).some((w) => !names.has(w));
  });
}

async function expectPseudo(page: Page, url: string, found: string[], names: Set<string>) {
  const sep = url.includes('?') ? '&' : '?';
  await page.goto(`${url}${sep}lang=en-XA`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await checkOpen(page, url, found, names);
}

async function checkOpen(page: Page, where: string, found: string[], names: Set<string>) {
  for (const text of untranslated(await plainWords(page), names)) found.push(`${where}: ${text}`);
}

test.describe.configure({ timeout: 240_000 });

test('the pseudo-locale finds no untranslated text on any page, for a visitor', async ({
  page,
}) => {
  await page.goto(familySite('demo', '/familytree'));
  const family = await familyOf(page, 'demo');
  const tree = await treeOf(page, family.familyId);
  const names = await memberNames(page, family.familyId, tree);
  const founder = tree[0]!.member.personId;
  const found: string[] = [];
  for (const path of [
    '/familytree',
    '/familytree/searchrelation',
    '/members',
    '/photogallery',
    '/events',
    '/news',
    '/contact',
    '/sources',
    '/sources/999999',
    '/places',
    '/places/kottayam%2C%20india',
    '/page1',
    '/page2',
    '/privacy',
    '/terms',
    '/help',
    '/article',
    '/history',
    `/invitation/${'x'.repeat(32)}`,
    '/no-such-page',
    `/members/${founder}/profile`,
    `/members/${founder}/myFamilyTree`,
    `/members/${founder}/members`,
    `/members/${founder}/myFamilyRoot`,
    `/members/${founder}/sources`,
    `/members/${founder}/media`,
    ...chartKinds.map((kind) => `/familytree/chart/${kind}/${founder}`),
  ])
    await expectPseudo(page, familySite('demo', path), found, names);
  for (const path of ['/', '/password-reset/not-a-token', '/admin'])
    await expectPseudo(page, mainSite + path, found, names);
  expect(found).toEqual([]);
});

test('the pseudo-locale finds no untranslated text on any page, for a family admin', async ({
  page,
}) => {
  await logInOnMainSite(page, logins.familyAdmin);
  await expectLoggedInAs(page, 'Anna Mathew');
  const family = await familyOf(page, 'demo');
  const tree = await treeOf(page, family.familyId);
  const names = await memberNames(page, family.familyId, tree);
  const founder = tree[0]!.member.personId;
  const found: string[] = [];
  for (const path of [
    '/settings',
    '/menuconfig',
    '/branchadmin',
    '/gedcom',
    '/changes',
    '/duplicates',
    '/account',
    '/linkrequests',
    '/sources',
    '/members',
    `/members/${founder}/history`,
    ...[0, 1, 2, 3, 4, 5].map((tab) => `/members/${founder}/edit?tab=${tab}`),
  ])
    await expectPseudo(page, familySite('demo', path), found, names);

  // Dialogs: the merge of two persons, a menu's name, a new source.
  await expectPseudo(page, familySite('demo', `/members/${founder}/profile`), found, names);
  await page.getByRole('button', { name: /^\[Ṁéŕĝé/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkOpen(page, 'merge dialog', found, names);
  await page.keyboard.press('Escape');

  await expectPseudo(page, familySite('demo', '/menuconfig'), found, names);
  await page.getByRole('button', { name: /^\[Éðîţ Ṁéñû/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkOpen(page, 'menu name dialog', found, names);
  await page.keyboard.press('Escape');

  await expectPseudo(page, familySite('demo', '/sources'), found, names);
  await page.getByRole('button', { name: /^\[Åðð šöûŕçé/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkOpen(page, 'source dialog', found, names);
  expect(found).toEqual([]);
});

test('the pseudo-locale finds no untranslated text for the platform admin', async ({ page }) => {
  await page.goto(mainSite + '/admin');
  await page.getByLabel('Email').fill(logins.platformAdmin);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  const found: string[] = [];
  // The families' names and sub-domains are theirs.
  const names = new Set(['demo', 'harper']);
  await expectPseudo(page, mainSite + '/admin/dashboard', found, names);
  await page.getByRole('button', { name: /^\[Çŕéáţé ƒáɱîĺý/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await checkOpen(page, 'create family dialog', found, names);
  expect(found).toEqual([]);
});

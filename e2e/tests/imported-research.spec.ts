import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { GedcomJob, TreeNode, TreePerson } from '@familytree/shared';
import { treeOf } from '../fixtures/api';
import { expectNoSidewaysScroll } from '../fixtures/chart';
import { newFamilyWithAdmin } from '../fixtures/new-family';
import { familySite } from '../fixtures/site';

/**
 * Issue 30, done when "an imported Gramps example tree shows its sources, notes, media and places
 * on the profiles, in the browser": Gramps' example GEDCOM (a Family Tree Maker export in ANSEL,
 * 43 persons, with sources, a repository, note records and inline notes, media and places) is
 * imported into a new family through the API; its admin then reads a profile's Sources and Media
 * tabs, a source page and a place page.
 */

test.describe.configure({ timeout: 120_000 });

const sample = readFileSync(
  path.resolve(import.meta.dirname, '../../bench/corpus/gramps-sample.ged'),
);

function findPerson(nodes: TreeNode[], is: (p: TreePerson) => boolean): TreePerson | undefined {
  for (const node of nodes) {
    const found = [node.member, ...node.spouse].find(is) ?? findPerson(node.childs, is);
    if (found) return found;
  }
  return undefined;
}

/** Imports the file through the API (multipart, as the import page sends it) and waits for the job. */
async function importGedcom(page: Page, sub: string, familyId: number, token: string) {
  // Node resolves no `*.localhost` name: ask the loopback address with the site's Host header.
  const site = new URL(familySite(sub));
  const url = (p: string) => `http://127.0.0.1:${site.port}${p}`;
  const headers = { host: site.host, authorization: `Bearer ${token}` };
  const started = await page.request.post(url(`/api/family/${familyId}/gedcom/import`), {
    headers,
    multipart: {
      file: { name: 'sample.ged', mimeType: 'application/octet-stream', buffer: sample },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { jobId } = (await started.json()) as { jobId: string };
  let job: GedcomJob | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get(url(`/api/family/${familyId}/gedcom/import/${jobId}`), {
          headers,
        });
        job = (await res.json()) as GedcomJob;
        return job.status;
      },
      { timeout: 60_000 },
    )
    .toBe('done');
  return job!;
}

test('an imported Gramps example tree shows its sources, notes, media and places', async ({
  page,
}) => {
  const { sub, familyId, token } = await newFamilyWithAdmin(page, 'gramps', {
    firstName: 'Greta',
    lastName: 'Gramps',
  });
  const job = await importGedcom(page, sub, familyId, token);
  expect(job.summary).toMatchObject({ persons: 43, sources: 3, repositories: 1 });
  expect(job.summary!.notes).toBeGreaterThan(0);
  expect(job.summary!.media).toBeGreaterThan(0);

  const tree = await treeOf(page, familyId);
  const edwin = findPerson(tree, (p) => p.firstName === 'Edwin' && p.lastName === 'Smith');
  // Two Hjalmar Smiths: the one who died in 1975 has the note record @NI12@.
  const hjalmar = findPerson(tree, (p) => p.firstName === 'Hjalmar' && p.deathYear === 1975);
  expect(edwin, 'Edwin Michael Smith is in the tree').toBeDefined();
  expect(hjalmar, 'Hjalmar Smith (1895–1975) is in the tree').toBeDefined();

  await page.setViewportSize({ width: 390, height: 844 });
  // Edwin's Sources tab: his name's citation of the birth certificate and his places.
  await page.goto(familySite(sub, `/members/${edwin!.personId}/profile`));
  await page.getByRole('tab', { name: 'Sources' }).click();
  await expect(page).toHaveURL(familySite(sub, `/members/${edwin!.personId}/sources`));
  await expect(page.getByRole('list', { name: 'Sources of name' })).toContainText(
    'Birth Certificate',
  );
  const places = page.getByRole('region', { name: 'Places' });
  await expect(places.getByRole('link', { name: /^San Jose/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // His Media tab: the file's two media records, one with its title.
  await page.getByRole('tab', { name: 'Media' }).click();
  await expect(page).toHaveURL(familySite(sub, `/members/${edwin!.personId}/media`));
  const media = page.getByRole('list', { name: /^Media of / });
  await expect(media.getByRole('listitem')).toHaveCount(2);
  await expect(media).toContainText('Random title');
  await expectNoSidewaysScroll(page);

  // The source page lists who cites it, with Alice's page of the certificate.
  await page.getByRole('tab', { name: 'Sources' }).click();
  await page.getByRole('list', { name: 'Sources of name' }).getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: 'Birth Certificate', level: 1 })).toBeVisible();
  await expect(page.getByText('Repository Name')).toBeVisible();
  const citations = page.getByRole('list', { name: 'Citations' });
  await expect(citations.getByRole('listitem').filter({ hasText: 'Alice' })).toContainText(
    'certificate #599632',
  );
  await expect(citations.getByRole('listitem').filter({ hasText: 'Edwin' }).first()).toBeVisible();

  // Hjalmar's note record, his biography, on his Sources tab.
  await page.goto(familySite(sub, `/members/${hjalmar!.personId}/sources`));
  await expect(page.getByRole('list', { name: /^Notes about Hjalmar/ })).toContainText(
    'Hjalmar sailed from Copenhagen, Denmark on the OSCAR II',
  );
  await expect(page.getByRole('list', { name: 'Sources of name' })).toContainText(
    'Birth Certificate',
  );

  // A place page: what happened in San Jose, with its place above.
  await page.goto(familySite(sub, `/members/${edwin!.personId}/sources`));
  await page
    .getByRole('region', { name: 'Places' })
    .getByRole('link', { name: /^San Jose/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('San Jose');
  await expect(page.getByRole('list', { name: 'What happened here' })).toContainText('Edwin');
  await expectNoSidewaysScroll(page);
});

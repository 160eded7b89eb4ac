import {
  gedcomExportWarningsContract,
  loadFormatter,
  loadMessages,
  specMessages,
  type GedcomExportWarnings,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseLocale } from '../../../lib/i18n';
import { stubApi } from '../../../test/contract-api';
import { renderOnFamilySite, signIn, testFamily } from '../../../test/render-app';
import { gedcomMessages } from '../messages';
import { GedcomExportSection } from './GedcomExportSection';

// The GEDCOM catalog has plurals: the formatter is loaded before the renders (the app waits for
// it in its Suspense boundaries; a render inside act would not resume).
beforeAll(loadFormatter);

// Decision 0045: what an export leaves out is shown to the person exporting, before the download.

const lost = (n: number) => ({
  record: `Person${n} Seven (@I${n}@)`,
  message: 'Not written in GEDCOM 5.5.1 (it has no place for it): NO under INDI',
});
const sevenOnly: GedcomExportWarnings = {
  warnings: Array.from({ length: 7 }, (_, i) => lost(i + 1)),
  warningCount: 7,
};
const none: GedcomExportWarnings = { warnings: [], warningCount: 0 };

const showExport = () =>
  renderOnFamilySite(
    <GedcomExportSection familyId={testFamily.familyId} domainName={testFamily.domainName} />,
  );
const download = () => screen.getByRole('button', { name: /^Download / });

describe('the GEDCOM export’s warnings', () => {
  it('checks the chosen version, then says when it carries everything', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(gedcomExportWarningsContract, none);
    showExport();

    expect(screen.getByText('Checking what GEDCOM 5.5.1 can carry…')).toBeTruthy();
    expect(
      await screen.findByText('GEDCOM 5.5.1 carries everything the family holds.'),
    ).toBeTruthy();
    expect(api.callsOf(gedcomExportWarningsContract)[0]!.query.get('version')).toBe('5.5.1');
    expect(screen.queryByRole('region', { name: /leaves out/ })).toBeNull();
  });

  it('lists what the picked version leaves out, folded when long, the download still there', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(gedcomExportWarningsContract, ({ query }) => ({
      body: query.get('version') === '5.5.1' ? sevenOnly : none,
    }));
    showExport();
    await userEvent.click(screen.getByRole('radio', { name: 'GEDCOM 7.0' }));
    expect(await screen.findByText('GEDCOM 7.0 carries everything the family holds.')).toBeTruthy();
    expect(api.callsOf(gedcomExportWarningsContract).map((c) => c.query.get('version'))).toEqual([
      '5.5.1',
      '7',
    ]);

    await userEvent.click(screen.getByRole('radio', { name: 'GEDCOM 5.5.1 (most programs)' }));
    const region = await screen.findByRole('region', { name: 'This export leaves out 7 things' });
    const list = within(region).getByRole('list', { name: 'What the export leaves out' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(list.textContent).toContain('Person1 Seven (@I1@)');
    expect(list.textContent).toContain('NO under INDI');
    const more = within(region).getByRole('button', { name: 'Show 2 more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(more);
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(
      within(region).getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect((download() as HTMLButtonElement).disabled).toBe(false);
  });

  it('says how many more the server did not list', async () => {
    signIn('FAMILY_ADMIN');
    stubApi().on(gedcomExportWarningsContract, { ...sevenOnly, warningCount: 1207 });
    showExport();
    const region = await screen.findByRole('region', {
      name: 'This export leaves out 1,207 things',
    });
    await userEvent.click(within(region).getByRole('button', { name: 'Show 2 more' }));
    expect(region.textContent).toContain('And 1,200 more, not listed.');
  });

  it('shows a failed check with Try again, and keeps the download', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    let fail = true;
    api.on(gedcomExportWarningsContract, () =>
      fail
        ? { status: 503, body: { code: 'UNAVAILABLE', message: 'The server is busy.' } }
        : { body: none },
    );
    showExport();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not check what GEDCOM 5.5.1 leaves out');
    expect(alert.textContent).toContain('The server is busy.');
    expect((download() as HTMLButtonElement).disabled).toBe(false);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByText('GEDCOM 5.5.1 carries everything the family holds.'),
    ).toBeTruthy();
  });

  describe('in another language (issue 31)', () => {
    afterEach(() => chooseLocale('en'));

    it('counts what is left out with Polish plurals and numbers', async () => {
      signIn('FAMILY_ADMIN');
      stubApi().on(gedcomExportWarningsContract, { ...sevenOnly, warningCount: 1207 });
      await Promise.all([loadMessages(gedcomMessages, 'pl'), loadMessages(specMessages, 'pl')]);
      await chooseLocale('pl');
      showExport();
      const region = await screen.findByRole('region', {
        name: 'Ten eksport pomija 1207 elementów',
      });
      await userEvent.click(within(region).getByRole('button', { name: 'Pokaż jeszcze 2' }));
      expect(region.textContent).toContain('I jeszcze 1200, niewymienione.');
      expect(
        screen.getByRole('radio', { name: 'GEDCOM 5.5.1 (większość programów)' }),
      ).toBeTruthy();
      expect(
        screen.getByRole('button', { name: `Pobierz ${testFamily.domainName}.ged` }),
      ).toBeTruthy();
    });
  });
});

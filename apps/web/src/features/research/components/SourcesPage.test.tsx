import {
  createRepositoryContract,
  createSourceContract,
  deleteRepositoryContract,
  familyRepositoriesContract,
  familySourcesContract,
  researchMessages,
  updateRepositoryContract,
  type Source,
  type SourceSummary,
} from '@familytree/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/contract-api';
import { descriptionOf, renderOnFamilySite, signIn } from '../../../test/render-app';
import { SourcesPage } from './SourcesPage';

const register: SourceSummary = {
  sourceId: 3,
  title: 'Parish register of St Mary',
  author: 'St Mary’s Church',
  citationCount: 2,
};
const census: SourceSummary = { sourceId: 4, title: 'Census 1901', author: null, citationCount: 1 };

const saved = (patch: Partial<Source>): Source => ({
  ...register,
  sourceId: 9,
  citationCount: 0,
  publication: null,
  abbreviation: null,
  repositoryId: null,
  repositoryName: null,
  callNumber: null,
  note: null,
  citations: [],
  ...patch,
});

const archives = {
  repositoryId: 5,
  name: 'Kerala State Archives',
  address: 'Thiruvananthapuram',
  note: null,
  sourceCount: 1,
};

describe('the Sources page (issue 30)', () => {
  it('lists the sources to a visitor, each with its author and citations, and no Add source', async () => {
    const api = stubApi();
    api.on(familySourcesContract, [register, census]);
    api.on(familyRepositoriesContract, [archives]);
    const page = renderOnFamilySite(<SourcesPage />);

    const list = await screen.findByRole('list', { name: 'Sources' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Parish register of St MarySt Mary’s Church · 2 citations',
      'Census 19011 citation',
    ]);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/sources/3');
    await page.answered();
    expect(screen.queryByRole('button', { name: 'Add source' })).toBeNull();
    const repositories = screen.getByRole('list', { name: 'Repositories' });
    expect(repositories.textContent).toBe('Kerala State ArchivesThiruvananthapuram · 1 source');
    expect(screen.queryByRole('button', { name: /repository/ })).toBeNull();
  });

  it('says when there are no sources, and when they could not be loaded', async () => {
    const api = stubApi();
    api.on(familyRepositoriesContract, []);
    api.on(familySourcesContract, () => ({
      status: 500,
      body: { code: 'X', message: 'Server down.' },
    }));
    renderOnFamilySite(<SourcesPage />);
    expect(await screen.findByText(/The sources could not be loaded\. Server down\./)).toBeTruthy();

    api.on(familySourcesContract, []);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No sources have been added yet.')).toBeTruthy();
  });

  it('lets a family admin add a source kept in a new repository; a refused title shows on its field', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    let sources = [census];
    api.on(familySourcesContract, () => ({ body: sources }));
    const newArchives = { ...archives, address: null, sourceCount: 0 };
    let repositories: Array<typeof archives | typeof newArchives> = [];
    api.on(familyRepositoriesContract, () => ({ body: repositories }));
    api.on(createRepositoryContract, () => {
      repositories = [newArchives];
      return { status: 201, body: newArchives };
    });
    api.on(createSourceContract, () => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Invalid',
        fields: { title: researchMessages.tooLong(250) },
      },
    }));
    renderOnFamilySite(<SourcesPage />);

    await userEvent.click(await screen.findByRole('button', { name: 'Add source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add source' });
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Parish register of St Mary');
    await userEvent.type(within(dialog).getByLabelText('Author'), 'St Mary’s Church');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add repository' }));
    const repoDialog = await screen.findByRole('dialog', { name: 'Add repository' });
    await userEvent.type(within(repoDialog).getByLabelText(/Name/), 'Kerala State Archives');
    await userEvent.click(within(repoDialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Kerala State Archives')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const title = within(dialog).getByLabelText(/Title/);
    expect(await within(dialog).findByText(researchMessages.tooLong(250))).toBeTruthy();
    expect(descriptionOf(title)).toContain(researchMessages.tooLong(250));

    api.on(createSourceContract, () => {
      sources = [census, register];
      return {
        status: 201,
        body: saved({ repositoryId: 5, repositoryName: 'Kerala State Archives' }),
      };
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('link', { name: 'Parish register of St Mary' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Add source' })).toBeNull();
    expect(api.callsOf(createSourceContract).at(-1)!.body).toEqual({
      title: 'Parish register of St Mary',
      author: 'St Mary’s Church',
      publication: null,
      abbreviation: null,
      repositoryId: 5,
      callNumber: null,
      note: null,
    });
  });

  it('shows a refusal (403) as an alert in the dialog', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    api.on(familySourcesContract, []);
    api.on(familyRepositoriesContract, []);
    api.on(createSourceContract, () => ({
      status: 403,
      body: { code: 'FORBIDDEN', message: researchMessages.onlyFamilyAdminSources },
    }));
    renderOnFamilySite(<SourcesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add source' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add source' });
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Census 1911');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      researchMessages.onlyFamilyAdminSources,
    );
  });

  it('lets a family admin edit a repository, and delete one after confirming', async () => {
    signIn('FAMILY_ADMIN');
    const api = stubApi();
    let repositories = [archives];
    api.on(familySourcesContract, [register]);
    api.on(familyRepositoriesContract, () => ({ body: repositories }));
    api.on(updateRepositoryContract, ({ body }) => {
      repositories = [{ ...archives, ...(body as object) }];
      return { body: repositories[0] };
    });
    api.on(deleteRepositoryContract, () => {
      repositories = [];
      return { status: 204, body: null };
    });
    renderOnFamilySite(<SourcesPage />);

    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit repository Kerala State Archives' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit repository' });
    expect((within(dialog).getByLabelText(/Name/) as HTMLInputElement).value).toBe(
      'Kerala State Archives',
    );
    await userEvent.clear(within(dialog).getByLabelText('Address'));
    await userEvent.type(within(dialog).getByLabelText('Address'), 'Fort, Thiruvananthapuram');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Fort, Thiruvananthapuram · 1 source')).toBeTruthy();
    expect(api.callsOf(updateRepositoryContract)[0]).toMatchObject({
      params: { repositoryId: '5' },
      body: { name: 'Kerala State Archives', address: 'Fort, Thiruvananthapuram', note: null },
    });

    await userEvent.click(
      screen.getByRole('button', { name: 'Delete repository Kerala State Archives' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete this repository?' });
    expect(confirm.textContent).toContain('its sources stay, without a repository');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText("No repositories yet: they are added from a source's form."),
    ).toBeTruthy();
  });
});

import type { ActivityCategory } from '@pulse/shared/contracts/productivity';
import { productivityPulseTexts as texts } from '@pulse/shared/spec-texts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listPageOf } from '../../../test/list-page';
import { descriptionOf, renderWithProviders } from '../../../test/render-with-providers';
import { problem, stubFetch } from '../../../test/stub-fetch';
import { ActivityCategoriesTab } from './activity-categories-tab';

const development: ActivityCategory = {
  id: crypto.randomUUID(),
  name: 'Development',
  productivity: 'productive',
  sortOrder: 0,
  rules: [
    { id: crypto.randomUUID(), kind: 'app', pattern: 'Visual Studio Code' },
    { id: crypto.randomUUID(), kind: 'domain', pattern: 'github.com' },
  ],
};
const social: ActivityCategory = {
  id: crypto.randomUUID(),
  name: 'Social Media',
  productivity: 'unproductive',
  sortOrder: 1,
  rules: [],
};
const LIST = 'GET /api/v1/activity-categories';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Many clicks and typing per test: slow on a loaded machine, as the other form tests.
describe('ActivityCategoriesTab', { timeout: 20_000 }, () => {
  it('lists the categories with their level; a category opens to its rules', async () => {
    stubFetch({ [LIST]: { body: listPageOf([development, social]) } });
    const { user } = renderWithProviders(<ActivityCategoriesTab />);

    const developmentButton = await screen.findByRole('button', { name: /Development/ });
    expect(within(developmentButton).getByLabelText('Productive')).toBeDefined();
    expect(within(developmentButton).getByText('2 rules')).toBeDefined();
    expect(
      within(screen.getByRole('button', { name: /Social Media/ })).getByLabelText('Unproductive'),
    ).toBeDefined();

    await user.click(developmentButton);
    const rules = screen.getByRole('table', { name: 'Development rules' });
    expect(
      within(rules)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([`${texts.ruleKindApp}Visual Studio Code`, `${texts.ruleKindDomain}github.com`]);
  });

  it('adds a rule, and says under the pattern why one is refused', async () => {
    const sent: unknown[] = [];
    const fetchMock = stubFetch({
      [LIST]: { body: listPageOf([development]) },
      [`POST /api/v1/activity-categories/${development.id}/rules`]: (body) => {
        sent.push(body);
        return sent.length === 1
          ? { status: 201, body: { id: crypto.randomUUID(), kind: 'domain', pattern: 'gitlab.com' } }
          : problem(409, `${texts.ruleTaken} “Communication”.`, [
              { path: 'pattern', message: `${texts.ruleTaken} “Communication”.` },
            ]);
      },
    });
    const { user } = renderWithProviders(<ActivityCategoriesTab />);
    await user.click(await screen.findByRole('button', { name: /Development/ }));
    const form = screen.getByRole('form', { name: 'Add a rule to Development' });

    await user.type(
      within(form).getByRole('textbox', { name: texts.rulePatternLabel }),
      'https://gitlab.com/x',
    );
    await user.click(within(form).getByRole('button', { name: texts.addRule }));
    await screen.findByText(texts.ruleAdded);
    // The form sends the plain domain (the shared schema's normalising).
    expect(sent[0]).toEqual({ kind: 'domain', pattern: 'gitlab.com' });

    const pattern = within(form).getByRole('textbox', { name: texts.rulePatternLabel });
    await user.type(pattern, 'slack.com');
    await user.click(within(form).getByRole('button', { name: texts.addRule }));
    await vi.waitFor(() => expect(descriptionOf(pattern)).toBe(`${texts.ruleTaken} “Communication”.`), {
      timeout: 5000,
    });

    // A regular expression that could backtrack without end is refused before anything is sent.
    const callsBefore = fetchMock.mock.calls.length;
    await user.click(within(form).getByRole('combobox', { name: texts.ruleKindLabel }));
    await user.click(screen.getByRole('option', { name: texts.ruleKindRegex }));
    await user.clear(pattern);
    await user.type(pattern, '(a+)+$');
    await user.click(within(form).getByRole('button', { name: texts.addRule }));
    await vi.waitFor(() => expect(descriptionOf(pattern)).toBe(texts.regexUnsafe), { timeout: 5000 });
    expect(fetchMock.mock.calls.length).toBe(callsBefore);
  });

  it('adds a category; a name already taken is said under the name', async () => {
    let attempts = 0;
    stubFetch({
      [LIST]: { body: listPageOf([development]) },
      'POST /api/v1/activity-categories': (body) => {
        attempts += 1;
        return attempts === 1
          ? problem(409, texts.nameTaken, [{ path: 'name', message: texts.nameTaken }])
          : { status: 201, body: { ...social, id: crypto.randomUUID(), ...(body as object) } };
      },
    });
    const { user } = renderWithProviders(<ActivityCategoriesTab />);
    await user.click(await screen.findByRole('button', { name: texts.addCategory }));
    const dialog = screen.getByRole('dialog', { name: texts.addCategory });
    const name = within(dialog).getByRole('textbox', { name: texts.nameLabel });
    await user.type(name, 'development');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(descriptionOf(name)).toBe(texts.nameTaken), { timeout: 5000 });

    await user.clear(name);
    await user.type(name, 'Design');
    await user.click(within(dialog).getByRole('combobox', { name: texts.productivityLabel }));
    await user.click(screen.getByRole('option', { name: texts.neutral }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByText(texts.added);
    expect(screen.queryByRole('dialog', { name: texts.addCategory })).toBeNull();
  });

  it('deletes a category only after confirmation', async () => {
    const deleted = vi.fn(() => ({ status: 204 }));
    stubFetch({
      [LIST]: { body: listPageOf([development]) },
      [`DELETE /api/v1/activity-categories/${development.id}`]: deleted,
    });
    const { user } = renderWithProviders(<ActivityCategoriesTab />);
    await user.click(await screen.findByRole('button', { name: /Development/ }));
    await user.click(screen.getByRole('button', { name: texts.deleteCategory }));
    const confirm = screen.getByRole('dialog', { name: texts.deleteCategory });
    expect(within(confirm).getByText(texts.deleteQuestion)).toBeDefined();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(deleted).not.toHaveBeenCalled();

    // Once the dialog has gone, the page is reachable again.
    await user.click(await screen.findByRole('button', { name: texts.deleteCategory }));
    await user.click(
      within(screen.getByRole('dialog', { name: texts.deleteCategory })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await screen.findByText(texts.deleted);
    expect(deleted).toHaveBeenCalledTimes(1);
  });

  it('says when there are no categories, and when they could not be loaded', async () => {
    stubFetch({ [LIST]: { body: listPageOf([]) } });
    const { unmount } = renderWithProviders(<ActivityCategoriesTab />);
    expect(await screen.findByText(texts.empty)).toBeDefined();
    unmount();
    vi.unstubAllGlobals();

    stubFetch({ [LIST]: problem(500, 'The database is not reachable.') });
    renderWithProviders(<ActivityCategoriesTab />);
    expect((await screen.findByRole('alert')).textContent).toContain('The database is not reachable.');
  });
});

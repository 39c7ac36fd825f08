import { trackedKeywordSchema, type TrackedKeyword } from '@socialpulse/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ManageKeywordsDialog } from '@/features/keywords/components/manage-keywords-dialog';
import { keywordFixture } from '@/test/pulse-fixtures';
import { fail, jsonResponse, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { renderWithRouter, signIn } from '@/test/render';

type Store = { keywords: TrackedKeyword[] };
/** Answers one request (the server's keyword list is `store`, which a handler may change). */
type Handler = (request: RecordedRequest, store: Store) => Response | undefined;

const rust = keywordFixture();
const climate = keywordFixture({
  _id: 'k2',
  keyword: 'climate',
  platforms: ['youtube'],
  isActive: false,
  settings: { caseSensitive: true, wholeWord: false, excludePatterns: ['change.org'] },
});

function setup({
  keywords = [rust, climate],
  hasAlerts = true,
  onRequest,
}: { keywords?: TrackedKeyword[]; hasAlerts?: boolean; onRequest?: Handler } = {}) {
  const store: Store = { keywords };
  const fetches = mockFetch((request) => {
    const custom = onRequest?.(request, store);
    if (custom !== undefined) return custom;
    if (request.path === '/api/keyword-alerts/keywords' && request.method === 'GET')
      return ok(store.keywords);
    if (request.path === '/api/keyword-alerts/alerts') return ok([]);
    return ok({});
  });
  signIn();
  const onOpenChange = vi.fn();
  const view = renderWithRouter(
    <ManageKeywordsDialog open onOpenChange={onOpenChange} hasAlerts={hasAlerts} />,
  );
  return { ...view, ...fetches, onOpenChange };
}

const dialog = () => screen.getByRole('dialog');
const row = (keyword: string) => screen.getByText(keyword, { selector: 'p' }).closest('li')!;
const sent = (calls: RecordedRequest[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path);

async function openAddForm(user: ReturnType<typeof setup>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add keyword' }));
  return screen.findByRole('textbox', { name: 'Keyword' });
}

describe('Manage Keywords', () => {
  it('fixtures follow the contract', () => {
    expect(trackedKeywordSchema.safeParse(rust).success).toBe(true);
    expect(trackedKeywordSchema.safeParse(climate).success).toBe(true);
  });

  it('lists keywords with platform badges and an active switch', async () => {
    setup();
    await screen.findByRole('dialog', { name: 'Manage Keywords' });
    const first = await waitFor(() => row('rust'));
    expect(within(first).getByText('Reddit')).toBeInTheDocument();
    expect(within(first).getByText('Telegram')).toBeInTheDocument();
    expect(within(first).getByRole('switch', { name: 'Track rust' })).toBeChecked();
    expect(within(row('climate')).getByText('YouTube')).toBeInTheDocument();
    expect(within(row('climate')).getByRole('switch', { name: 'Track climate' })).not.toBeChecked();
    expect(within(dialog()).queryByText('No keyword alerts')).not.toBeInTheDocument();
  });

  it('says "No keyword alerts" and "No keywords yet" when there are none', async () => {
    setup({ keywords: [], hasAlerts: false });
    expect(await screen.findByText('No keywords yet')).toBeInTheDocument();
    expect(within(dialog()).getByText('No keyword alerts')).toBeInTheDocument();
  });

  it('shows Failed to load keywords with a Retry', async () => {
    let attempts = 0;
    const { user } = setup({
      onRequest: (request) =>
        request.path === '/api/keyword-alerts/keywords' && ++attempts === 1
          ? fail(500, '')
          : undefined,
    });
    expect(await screen.findByText('Failed to load keywords')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('switch', { name: 'Track rust' })).toBeInTheDocument();
  });

  describe('add form', () => {
    it.each([
      ['', 'Keyword must be at least 2 characters'],
      ['a', 'Keyword must be at least 2 characters'],
      ['x'.repeat(51), 'Keyword must be at most 50 characters'],
      ['c++ or c#', 'Only letters, numbers, spaces, and hyphens are allowed'],
    ])('refuses %j with "%s"', async (text, message) => {
      const { user, calls } = setup();
      const input = await openAddForm(user);
      if (text !== '') await user.type(input, text);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(sent(calls, 'POST', '/api/keyword-alerts/keywords')).toHaveLength(0);
    });

    it('needs at least one platform', async () => {
      const { user, calls } = setup();
      await user.type(await openAddForm(user), 'ai safety');
      for (const name of ['Telegram', 'Reddit', 'X (Twitter)', 'YouTube'])
        await user.click(screen.getByRole('checkbox', { name }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Select at least one platform')).toBeInTheDocument();
      expect(sent(calls, 'POST', '/api/keyword-alerts/keywords')).toHaveLength(0);
    });

    it('adds a keyword with its platforms and settings', async () => {
      const created = keywordFixture({ _id: 'k3', keyword: 'ai safety', platforms: ['reddit'] });
      const { user, calls } = setup({
        onRequest: (request, store) => {
          if (request.method !== 'POST') return undefined;
          store.keywords = [...store.keywords, created];
          return jsonResponse(201, { success: true, data: created });
        },
      });
      await user.type(await openAddForm(user), '  ai safety ');
      for (const name of ['Telegram', 'X (Twitter)', 'YouTube'])
        await user.click(screen.getByRole('checkbox', { name }));
      await user.click(screen.getByRole('checkbox', { name: 'Case-sensitive' }));
      await user.click(screen.getByRole('checkbox', { name: 'Whole words only' }));
      await user.type(
        screen.getByRole('textbox', { name: 'Exclude patterns' }),
        'crypto\n\n  nft ',
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByText('Keyword added')).toBeInTheDocument();
      expect(sent(calls, 'POST', '/api/keyword-alerts/keywords')[0]?.json()).toEqual({
        keyword: 'ai safety',
        platforms: ['reddit'],
        settings: { caseSensitive: true, wholeWord: false, excludePatterns: ['crypto', 'nft'] },
        isActive: true,
      });
      expect(await screen.findByRole('switch', { name: 'Track ai safety' })).toBeChecked();
      expect(screen.getByRole('dialog', { name: 'Manage Keywords' })).toBeInTheDocument();
    });

    it('shows the server’s field error and "Failed to add keyword: {message}"', async () => {
      const { user } = setup({
        onRequest: (request) =>
          request.method === 'POST'
            ? fail(409, 'You already track this keyword', 'CONFLICT', [
                { field: 'keyword', message: 'You already track this keyword' },
              ])
            : undefined,
      });
      const input = await openAddForm(user);
      await user.type(input, 'Rust');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Failed to add keyword: You already track this keyword'),
      ).toBeInTheDocument();
      expect(within(dialog()).getByText('You already track this keyword')).toBeInTheDocument();
      expect(input).toHaveAttribute('aria-invalid', 'true');
    });

    it('Cancel goes back to the list without sending', async () => {
      const { user, calls } = setup();
      await openAddForm(user);
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(await screen.findByRole('dialog', { name: 'Manage Keywords' })).toBeInTheDocument();
      expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
    });
  });

  describe('edit', () => {
    it('opens with the keyword’s values and saves a PATCH', async () => {
      const { user, calls } = setup({
        onRequest: (request, store) => {
          if (request.method !== 'PATCH' || request.path !== '/api/keyword-alerts/keywords/k2')
            return undefined;
          store.keywords = [rust, { ...climate, keyword: 'climate tech' }];
          return ok(store.keywords[1]);
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Edit climate' }));
      expect(screen.getByRole('dialog', { name: 'Edit keyword' })).toBeInTheDocument();
      const input = screen.getByRole('textbox', { name: 'Keyword' });
      expect(input).toHaveValue('climate');
      expect(screen.getByRole('checkbox', { name: 'YouTube' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Reddit' })).not.toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Case-sensitive' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Whole words only' })).not.toBeChecked();
      expect(screen.getByRole('textbox', { name: 'Exclude patterns' })).toHaveValue('change.org');

      await user.type(input, ' tech');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText('Keyword updated')).toBeInTheDocument();
      expect(sent(calls, 'PATCH', '/api/keyword-alerts/keywords/k2')[0]?.json()).toEqual({
        keyword: 'climate tech',
        platforms: ['youtube'],
        settings: { caseSensitive: true, wholeWord: false, excludePatterns: ['change.org'] },
      });
      expect(await screen.findByText('climate tech', { selector: 'p' })).toBeInTheDocument();
    });

    it('says "Failed to update keyword: {message}"', async () => {
      const { user } = setup({
        onRequest: (request) =>
          request.method === 'PATCH' ? fail(404, 'Keyword not found', 'NOT_FOUND') : undefined,
      });
      await user.click(await screen.findByRole('button', { name: 'Edit rust' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('Failed to update keyword: Keyword not found'),
      ).toBeInTheDocument();
    });
  });

  describe('toggle', () => {
    it('switches a keyword off with PATCH …/toggle', async () => {
      const { user, calls } = setup({
        onRequest: (request) =>
          request.path === '/api/keyword-alerts/keywords/k1/toggle'
            ? ok({ ...rust, isActive: false })
            : undefined,
      });
      const toggle = await screen.findByRole('switch', { name: 'Track rust' });
      await user.click(toggle);
      expect(toggle).not.toBeChecked();
      await waitFor(() =>
        expect(sent(calls, 'PATCH', '/api/keyword-alerts/keywords/k1/toggle')[0]?.json()).toEqual({
          isActive: false,
        }),
      );
    });

    it('moves back and says "Failed to update keyword status" when refused', async () => {
      const { user } = setup({
        onRequest: (request) => (request.path.endsWith('/toggle') ? fail(500, '') : undefined),
      });
      const toggle = await screen.findByRole('switch', { name: 'Track climate' });
      await user.click(toggle);
      expect(await screen.findByText('Failed to update keyword status')).toBeInTheDocument();
      expect(toggle).not.toBeChecked();
    });
  });

  describe('delete', () => {
    it('asks first, then deletes', async () => {
      const { user, calls } = setup({
        onRequest: (request, store) => {
          if (request.method !== 'DELETE') return undefined;
          store.keywords = [climate];
          return ok(undefined);
        },
      });
      await user.click(await screen.findByRole('button', { name: 'Delete rust' }));
      const confirm = screen.getByRole('dialog', { name: 'Delete keyword?' });
      expect(confirm).toHaveTextContent('“rust” and its alerts will be deleted.');
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(sent(calls, 'DELETE', '/api/keyword-alerts/keywords/k1')).toHaveLength(0);

      await user.click(await screen.findByRole('button', { name: 'Delete rust' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Keyword deleted')).toBeInTheDocument();
      expect(sent(calls, 'DELETE', '/api/keyword-alerts/keywords/k1')).toHaveLength(1);
      await waitFor(() =>
        expect(screen.queryByRole('switch', { name: 'Track rust' })).not.toBeInTheDocument(),
      );
      expect(screen.getByRole('switch', { name: 'Track climate' })).toBeInTheDocument();
    });

    it('says "Failed to delete keyword: {message}"', async () => {
      const { user } = setup({
        onRequest: (request) =>
          request.method === 'DELETE' ? fail(404, 'Keyword not found', 'NOT_FOUND') : undefined,
      });
      await user.click(await screen.findByRole('button', { name: 'Delete rust' }));
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(
        await screen.findByText('Failed to delete keyword: Keyword not found'),
      ).toBeInTheDocument();
    });
  });
});

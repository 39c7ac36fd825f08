import type { YoutubeVideo } from '@socialpulse/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, mockFetch, ok, type RecordedRequest } from '@/test/fetch-mock';
import { serverSettings, testUser } from '@/test/fixtures';
import { renderApp, signIn } from '@/test/render';

const video = (n: number, extra: Partial<YoutubeVideo> = {}): YoutubeVideo => ({
  id: `v${n}`,
  title: `Video ${n}`,
  thumbnailUrl: `https://i.example/${n}.jpg`,
  publishedAt: new Date(Date.now() - n * 86_400_000).toISOString(),
  viewCount: 1_000 * n,
  likeCount: 10 * n,
  duration: 'PT4M5S',
  ...extra,
});

type Handler = (request: RecordedRequest) => Response | undefined;

function setup(onVideos: Handler) {
  const fetches = mockFetch((request) => {
    if (request.path === '/api/youtube/channels/UC1/videos') {
      const answer = onVideos(request);
      if (answer !== undefined) return answer;
    }
    if (request.path === '/api/settings') return ok(serverSettings);
    if (request.path === '/api/auth/me') return ok(testUser);
    return ok([]);
  });
  signIn();
  return { ...renderApp('/youtube/channel/UC1/videos'), ...fetches };
}

const titles = () =>
  within(screen.getByRole('list', { name: 'Videos' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('.line-clamp-2')?.textContent);

describe('youtube/channel/{channelId}/videos', () => {
  it('shows thumbnail, title, date, views, likes and h:mm:ss duration', async () => {
    setup(() =>
      ok({
        items: [
          video(1, { duration: 'PT1H2M3S', viewCount: 3_400_000, likeCount: 1_200 }),
          video(2, { duration: 'PT45S', viewCount: 950, likeCount: 0 }),
        ],
        nextCursor: null,
      }),
    );
    const list = await screen.findByRole('list', { name: 'Videos' });
    const first = within(list).getByRole('link', { name: /Video 1/u });
    expect(within(first).getByText('1:02:03')).toBeInTheDocument();
    expect(within(first).getByText('3.4M views')).toBeInTheDocument();
    expect(within(first).getByText('1.2K likes')).toBeInTheDocument();
    expect(within(first).getByText('yesterday')).toHaveAttribute(
      'title',
      expect.stringMatching(/\d{4}/u),
    );
    expect(first.querySelector('img')).toHaveAttribute('src', 'https://i.example/1.jpg');
    const second = within(list).getByRole('link', { name: /Video 2/u });
    expect(within(second).getByText('0:45')).toBeInTheDocument();
    expect(within(second).getByText('950 views')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('pages with the cursor: Load more appends until there is no next cursor', async () => {
    const { user, calls } = setup((request) => {
      const cursor = new URL(request.url, 'http://localhost').searchParams.get('cursor');
      if (cursor === null) return ok({ items: [video(1), video(2)], nextCursor: 'p2' });
      if (cursor === 'p2') return ok({ items: [video(3)], nextCursor: 'p3' });
      return ok({ items: [video(4)], nextCursor: null });
    });
    await screen.findByRole('list', { name: 'Videos' });
    expect(titles()).toEqual(['Video 1', 'Video 2']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toEqual(['Video 1', 'Video 2', 'Video 3']));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(titles()).toEqual(['Video 1', 'Video 2', 'Video 3', 'Video 4']));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(
      calls
        .filter((c) => c.path.endsWith('/videos'))
        .map((c) => new URL(c.url, 'http://localhost').search),
    ).toEqual(['', '?cursor=p2', '?cursor=p3']);
  });

  it('a failed next page keeps what is shown and says so', async () => {
    const { user } = setup((request) =>
      request.url.includes('cursor=')
        ? fail(500, 'YouTube is unavailable', 'SERVICE_UNAVAILABLE')
        : ok({ items: [video(1)], nextCursor: 'p2' }),
    );
    await screen.findByRole('list', { name: 'Videos' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Failed to load more videos')).toBeInTheDocument();
    expect(titles()).toEqual(['Video 1']);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });

  it('"No videos found" when the channel has none', async () => {
    setup(() => ok({ items: [], nextCursor: null }));
    expect(await screen.findByText('No videos found')).toBeInTheDocument();
  });

  it('picking a video goes to setup with its title', async () => {
    const { user, router } = setup(() => ok({ items: [video(7)], nextCursor: null }));
    await user.click(await screen.findByRole('link', { name: /Video 7/u }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/summary/setup/youtube/v7'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Video 7' })).toBeInTheDocument();
  });

  it('an expiry error follows the source list rule', async () => {
    setup(() => fail(409, 'YouTube access expired. Connect YouTube again.', 'CONFLICT'));
    expect(await screen.findByRole('link', { name: 'Connect YouTube' })).toHaveAttribute(
      'href',
      '/connections',
    );
  });
});

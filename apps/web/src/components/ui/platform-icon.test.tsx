import { render } from '@testing-library/react';
import { siFacebook, siReddit, siTelegram, siX, siYoutube } from 'simple-icons';
import { describe, expect, it } from 'vitest';
import { PlatformIcon } from '@/components/ui/platform-icon';

describe('PlatformIcon', () => {
  it.each([
    ['reddit', siReddit],
    ['twitter', siX],
    ['telegram', siTelegram],
    ['youtube', siYoutube],
    ['facebook', siFacebook],
  ])('%s shows the platform’s own mark (Simple Icons)', (platform, icon) => {
    const { container } = render(<PlatformIcon platform={platform} />);
    const mark = container.firstElementChild;
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveAttribute('data-platform-mark', icon.slug);
    expect(container.querySelector('path')).toHaveAttribute('d', icon.path);
  });

  it('LinkedIn is its "in" mark; an unknown platform a neutral symbol', () => {
    expect(render(<PlatformIcon platform="linkedin" />).container).toHaveTextContent('in');
    const unknown = render(<PlatformIcon platform="mastodon" />).container.firstElementChild;
    expect(unknown).not.toHaveAttribute('data-platform-mark');
    expect(unknown?.querySelector('svg')).not.toBeNull();
  });
});

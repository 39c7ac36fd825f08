import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SourceRow } from '@/features/sources/components/source-row';
import { renderWithRouter } from '@/test/render';

describe('SourceRow', () => {
  it('shows an X account with its @username', async () => {
    renderWithRouter(
      <SourceRow
        platform="twitter"
        source={{ id: 'user:1', name: 'NASA', type: 'account', username: 'nasa' }}
      />,
    );
    expect(await screen.findByText('@nasa')).toBeInTheDocument();
  });

  it('never writes an "@" before a display name', async () => {
    renderWithRouter(
      <SourceRow
        platform="twitter"
        source={{ id: 'user:2', name: 'Ravi', type: 'account', username: 'Ravi Nguyen' }}
      />,
    );
    expect(await screen.findByText('Ravi')).toBeInTheDocument();
    expect(screen.queryByText(/@Ravi/u)).toBeNull();
  });
});

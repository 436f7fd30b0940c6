import { render, screen } from '@testing-library/react';
import { Loader, MantineProvider } from '@mantine/core';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { LoadingIndicator } from './loading-indicator';

async function ariaProblems(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, {
    runOnly: ['aria-prohibited-attr', 'aria-allowed-attr', 'aria-allowed-role'],
  });
  return result.violations.map((violation) => violation.id);
}

describe('LoadingIndicator', () => {
  it('is a named status that axe accepts', async () => {
    const { container } = render(
      <MantineProvider env="test">
        <LoadingIndicator label="Loading" />
      </MantineProvider>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
    expect(await ariaProblems(container)).toEqual([]);
  });

  it('fixes what a bare labelled Loader gets wrong', async () => {
    const { container } = render(
      <MantineProvider env="test">
        {/* eslint-disable-next-line no-restricted-syntax -- the mistake this test shows */}
        <Loader aria-label="Loading" />
      </MantineProvider>,
    );
    expect(await ariaProblems(container)).toEqual(['aria-prohibited-attr']);
  });
});

import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryProvider } from '@/components/layout/query-provider.client';

describe('QueryProvider', () => {
  it('keeps one client for as long as it is mounted, and gives each mount (each visitor) its own', () => {
    const seen: QueryClient[] = [];
    function Probe() {
      seen.push(useQueryClient());
      return null;
    }
    const { rerender } = render(
      <QueryProvider>
        <Probe />
      </QueryProvider>,
    );
    rerender(
      <QueryProvider>
        <Probe />
      </QueryProvider>,
    );
    render(
      <QueryProvider>
        <Probe />
      </QueryProvider>,
    );
    expect(seen).toHaveLength(3);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
  });
});

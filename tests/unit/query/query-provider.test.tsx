// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QueryProvider } from '@/components/layout/query-provider.client';
import { makeQueryClient } from '@/lib/query/client';
import { useVisitorClient } from '@/lib/query/visitor-client';

describe('QueryProvider', () => {
  it('makes the client on first use, keeps it while mounted, and gives each mount (each visitor) its own', () => {
    const make = vi.fn(makeQueryClient);
    const seen: QueryClient[] = [];
    function Probe() {
      seen.push(useVisitorClient(make));
      return null;
    }
    const tree = (probes: number) => (
      <QueryProvider>
        {Array.from({ length: probes }, (_, index) => (
          <Probe key={index} />
        ))}
      </QueryProvider>
    );
    const { rerender } = render(tree(0));
    expect(make).not.toHaveBeenCalled();
    rerender(tree(2));
    render(tree(1));
    expect(seen).toHaveLength(3);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).not.toBe(seen[0]);
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('refuses a client outside the provider, where two lists would not share their pages', () => {
    function Probe() {
      useVisitorClient(makeQueryClient);
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/QueryProvider/);
  });
});

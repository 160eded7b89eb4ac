import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLocale, currentLocale, useLocale } from '../lib/i18n';
import { useAnswersInLanguage } from './answers-in-language';

// A cached answer holds words the server wrote in the language it was asked in (issue 31).

afterEach(() => chooseLocale('en'));

describe('answers after a change of language', () => {
  it('are fetched again in the new language, once, and not before', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const asked: string[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result, rerender } = renderHook(
      () => {
        useAnswersInLanguage(client, useLocale());
        return useQuery({
          queryKey: ['gallery'],
          queryFn: () => {
            asked.push(currentLocale());
            return `titles in ${currentLocale()}`;
          },
        }).data;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current).toBe('titles in en'));
    rerender();
    expect(asked).toEqual(['en']);
    await act(() => chooseLocale('de'));
    await waitFor(() => expect(result.current).toBe('titles in de'));
    expect(asked).toEqual(['en', 'de']);
  });
});

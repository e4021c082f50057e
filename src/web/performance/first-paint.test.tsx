import { useQuery } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueryState } from '../components/query-state';
import { renderWithProviders } from '../test/render';
import { withFirstPaint } from './first-paint';

/**
 * A page like the reviews page: a section drawn once the clients are known, and inside it a list
 * whose query fails before the page's body is first drawn (a rate limit answers at once).
 */
function Page() {
  const clients = useQuery({ queryKey: ['clients'], queryFn: () => 'Saffron', initialData: 'x' });
  const list = useQuery({
    queryKey: ['list'],
    queryFn: (): Promise<string> => Promise.reject(new Error('Too many requests.')),
    retry: false,
  });
  return (
    <>
      {/* The page reads the list's data itself, as the reviews page does for its counts. */}
      <h1>Reviews{list.data === undefined ? '' : ` (${list.data})`}</h1>
      <QueryState query={clients} errorTitle="Could not load clients" loadingLabel="Loading…">
        {() => (
          <QueryState
            query={list}
            errorTitle="Could not load the list"
            loadingLabel="Loading list…"
          >
            {() => <p>the list</p>}
          </QueryState>
        )}
      </QueryState>
    </>
  );
}

describe('withFirstPaint', () => {
  it('draws the header first, then the body, and a failure that came in between is shown', async () => {
    const FirstPage = withFirstPaint(Page);
    renderWithProviders(<FirstPage />);
    expect(screen.getByRole('heading', { name: 'Reviews' })).toBeTruthy();
    // The first frame: the header, and a skeleton for the body.
    expect(screen.getByText('Loading…')).toBeTruthy();
    // The list failed before its section was drawn; it says so instead of loading for ever.
    expect(await screen.findByText('Could not load the list')).toBeTruthy();
    expect(screen.getByText('Too many requests.')).toBeTruthy();
  });
});

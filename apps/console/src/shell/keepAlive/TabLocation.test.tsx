import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createMemoryRouter,
  type Location,
  RouterProvider,
  useLocation,
  useSearchParams,
} from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { TabLocation } from './TabLocation';

afterEach(cleanup);

/** What a list screen reads: its path and its page from the URL; a button moves to the next page. */
function Probe({ name }: { name: string }) {
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ page: String(Number(params.get('page') ?? 1) + 1) })}>
      {`${name}: ${pathname} page ${params.get('page') ?? 1}`}
    </button>
  );
}

const KEPT: Location = { pathname: '/order/list', search: '?page=3', hash: '', state: null, key: 'kept' };

/** A pathless shell route, as the console's is (descendant routes must not warn under it). */
function Shell() {
  return (
    <>
      <TabLocation location={KEPT}>
        <Probe name="kept" />
      </TabLocation>
      <Probe name="shown" />
    </>
  );
}

function Empty() {
  return null;
}

describe('the location of a kept screen (D27)', () => {
  it("reads its own tab's location, not the URL of the tab on display", async () => {
    const router = createMemoryRouter(
      [{ id: 'shell', Component: Shell, children: [{ path: '*', Component: Empty }] }],
      { initialEntries: ['/enterprise/list?page=1'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('button', { name: 'kept: /order/list page 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'shown: /enterprise/list page 1' })).toBeInTheDocument();

    // Another tab's URL changes: the kept screen does not follow it.
    await act(() => router.navigate('/enterprise/list?page=2'));
    expect(screen.getByRole('button', { name: 'kept: /order/list page 3' })).toBeInTheDocument();

    // Its own change of page goes to its own path (as it does once shown).
    await userEvent.setup().click(screen.getByRole('button', { name: /^kept/ }));
    expect(router.state.location.pathname).toBe('/order/list');
    expect(router.state.location.search).toBe('?page=4');
  });
});

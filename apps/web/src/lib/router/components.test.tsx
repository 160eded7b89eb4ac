import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createBrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  RouterProvider,
  Routes,
  useBlocker,
  useLocation,
  useParams,
  useRouteError,
  useSearchParams,
  type RouteObject,
} from '.';

function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{pathname + search}</output>;
}

const where = () => screen.getByRole('status', { name: 'location' });

function Member() {
  return <p>Member {useParams().id}</p>;
}

function Broken(): never {
  throw new Error('drawing failed');
}

function ErrorPage() {
  return <p role="alert">{(useRouteError() as Error).message}</p>;
}

function Layout() {
  return (
    <>
      <nav>
        <NavLink to="/members" className="menu">
          Members
        </NavLink>
        <NavLink to="/news">News</NavLink>
        <Link to="/broken">Broken</Link>
      </nav>
      <Where />
      <Outlet />
    </>
  );
}

describe('the router', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
  });

  it('follows a link without a page load and marks the navigation link of the page', async () => {
    render(
      <MemoryRouter initialEntries={['/news']}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/news" element={<p>News page</p>} />
            <Route path="/members" element={<p>Members page</p>} />
            <Route path="/members/:id" element={<Member />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const members = screen.getByRole('link', { name: 'Members' });
    expect(members.getAttribute('href')).toBe('/members');
    expect(members.getAttribute('class')).toBe('menu');
    expect(screen.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(members);
    expect(await screen.findByText('Members page')).toBeTruthy();
    expect(members.className).toBe('menu active');
    expect(members.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'News' }).hasAttribute('aria-current')).toBe(false);
  });

  it('keeps a NavLink active below its path and draws its parameters', async () => {
    render(
      <MemoryRouter initialEntries={['/members/12']}>
        <Routes>
          <Route element={<Layout />}>
            <Route path="/members/:id" element={<Member />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Member 12')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Members' }).className).toBe('menu active');
  });

  it('leaves a modified click to the browser', async () => {
    const user = userEvent.setup();
    const handled: boolean[] = [];
    // After the link's own handler: whether it took the click, then no page load in jsdom.
    const onClick = (event: MouseEvent) => {
      handled.push(event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', onClick);
    render(
      <MemoryRouter initialEntries={['/news']}>
        <Link to="/members">Members</Link>
        <Where />
      </MemoryRouter>,
    );
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Members' }));
    await user.keyboard('{/Control}');
    document.removeEventListener('click', onClick);
    expect(handled).toEqual([false]);
    expect(where().textContent).toBe('/news');
  });

  it('redirects a relative Navigate from the route that draws it', async () => {
    render(
      <MemoryRouter initialEntries={['/members/5']}>
        <Where />
        <Routes>
          <Route path="/members/:id">
            <Route index element={<Navigate to="profile" replace />} />
            <Route path="profile" element={<p>Profile</p>} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Profile')).toBeTruthy();
    expect(where().textContent).toBe('/members/5/profile');
  });

  it('sets the query of the page, and a link of a query alone stays on the page', async () => {
    function Gallery() {
      const [search, setSearch] = useSearchParams();
      return (
        <>
          <button onClick={() => setSearch({ by: 'album', group: 'album-3' })}>Album</button>
          <Link to={{ search: '' }}>All photos</Link>
          <Link to="?by=year">By year</Link>
          <p>Grouped by {search.get('by') ?? 'nothing'}</p>
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/photogallery']}>
        <Where />
        <Gallery />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Album' }));
    expect(await screen.findByText('Grouped by album')).toBeTruthy();
    expect(where().textContent).toBe('/photogallery?by=album&group=album-3');
    expect(screen.getByRole('link', { name: 'All photos' }).getAttribute('href')).toBe(
      '/photogallery',
    );
    await userEvent.click(screen.getByRole('link', { name: 'By year' }));
    expect(await screen.findByText('Grouped by year')).toBeTruthy();
  });

  it('draws the errorElement of a route that fails, inside its layout, until the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const routes: RouteObject[] = [
      {
        element: <Layout />,
        children: [
          {
            errorElement: <ErrorPage />,
            children: [
              { path: '/news', element: <p>News page</p> },
              { path: '/broken', element: <Broken /> },
            ],
          },
        ],
      },
    ];
    window.history.replaceState(null, '', '/news');
    render(<RouterProvider router={createBrowserRouter(routes)} />);
    await userEvent.click(screen.getByRole('link', { name: 'Broken' }));
    expect((await screen.findByRole('alert')).textContent).toBe('drawing failed');
    expect(screen.getByRole('link', { name: 'News' })).toBeTruthy();
    expect(window.location.pathname).toBe('/broken');
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(await screen.findByText('News page')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before leaving a blocked page, by a link or by going back', async () => {
    function Editor() {
      const [dirty, setDirty] = useState(false);
      const blocker = useBlocker(
        ({ currentLocation, nextLocation }) =>
          dirty && currentLocation.pathname !== nextLocation.pathname,
      );
      useEffect(() => {
        if (blocker.state !== 'blocked') return;
        if (window.confirm('Leave?')) blocker.proceed();
        else blocker.reset();
      }, [blocker]);
      return (
        <>
          <button onClick={() => setDirty(true)}>Edit</button>
          <Link to="/news">News</Link>
        </>
      );
    }
    const routes: RouteObject[] = [
      { path: '/news', element: <p>News page</p> },
      { path: '/edit', element: <Editor /> },
    ];
    window.history.replaceState(null, '', '/news');
    const router = createBrowserRouter(routes);
    render(<RouterProvider router={router} />);
    act(() => router.navigate('/edit'));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));

    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(window.location.pathname).toBe('/edit');

    act(() => window.history.back());
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(window.location.pathname).toBe('/edit'));
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();

    confirm.mockReturnValue(true);
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(await screen.findByText('News page')).toBeTruthy();
    expect(window.location.pathname).toBe('/news');
  });
});

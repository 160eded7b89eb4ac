import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from './match-routes';

const named = (name: string, extra: Partial<RouteObject> = {}): RouteObject => ({
  element: name,
  ...extra,
});

// The shape of app/router.tsx: pathless layouts, absolute children, a nested table, a catch-all.
const routes: RouteObject[] = [
  { path: '/', ...named('login') },
  { path: '/admin', ...named('admin') },
  {
    ...named('shell'),
    children: [
      {
        errorElement: 'error',
        children: [
          { path: '/familytree', ...named('tree') },
          { path: '/familytree/searchrelation', ...named('relation') },
          { path: '/familytree/chart/:kind/:personId', ...named('chart') },
          { path: '/places/:placeKey', ...named('place') },
          {
            path: '/members/:id',
            children: [
              { index: true, ...named('to profile') },
              { path: 'profile', ...named('profile') },
              { path: 'edit', ...named('edit') },
            ],
          },
          { path: '/members', ...named('members') },
        ],
      },
    ],
  },
  { path: '*', ...named('not found') },
];

const leafOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1);

describe('matchRoutes', () => {
  it('finds the route of a path with the layouts above it, root first', () => {
    const matches = matchRoutes(routes, '/familytree')!;
    expect(matches.map((m) => m.route.element ?? m.route.errorElement)).toEqual([
      'shell',
      'error',
      'tree',
    ]);
  });

  it('prefers the most specific route whatever the order', () => {
    expect(leafOf('/familytree/searchrelation')?.route.element).toBe('relation');
    expect(leafOf('/members')?.route.element).toBe('members');
    expect(leafOf('/members/3/edit')?.route.element).toBe('edit');
    expect(leafOf('/nothing/here')?.route.element).toBe('not found');
    expect(leafOf('/')?.route.element).toBe('login');
  });

  it('draws an index route at its parent path', () => {
    const matches = matchRoutes(routes, '/members/3')!;
    expect(matches.at(-1)?.route.element).toBe('to profile');
    expect(matches.at(-1)?.pathname).toBe('/members/3');
  });

  it('gives each route the parameters it and its parents matched, decoded', () => {
    expect(leafOf('/familytree/chart/fan/12')?.params).toEqual({ kind: 'fan', personId: '12' });
    expect(leafOf('/places/K%C3%B6ln%2FRhein')?.params).toEqual({ placeKey: 'Köln/Rhein' });
    const matches = matchRoutes(routes, '/members/3/profile')!;
    expect(matches[0]?.params).toEqual({});
    expect(matches.at(-1)).toMatchObject({ params: { id: '3' }, pathname: '/members/3/profile' });
  });

  it('matches as react-router does: any case, with or without a final slash', () => {
    expect(leafOf('/FamilyTree/')?.route.element).toBe('tree');
    expect(leafOf('/members/3/profile/')?.route.element).toBe('profile');
    expect(leafOf('/familytree/chart/fan')?.route.element).toBe('not found');
  });

  it('gives the catch-all the rest of the path', () => {
    expect(leafOf('/no/such')?.params).toEqual({ '*': 'no/such' });
    expect(matchRoutes([{ path: '/a', element: 'a' }], '/b')).toBeNull();
  });
});

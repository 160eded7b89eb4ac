import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from './history';
import { createRouter, type Blocker, type BlockerFunction } from './router';

const routerAt = (...entries: string[]) => createRouter(createMemoryHistory(entries));

/** A router whose navigations a blocker holds while `holding()` says so; its states in order. */
function blockedRouter(holding: BlockerFunction = () => true) {
  const router = routerAt('/a', '/b');
  const states: Blocker[] = [];
  const stop = router.block(holding, (blocker) => states.push(blocker));
  return { router, states, stop, last: () => states.at(-1)! };
}

describe('createRouter', () => {
  it('moves to a pushed or replaced path and tells its listeners', () => {
    const router = routerAt('/');
    const heard = vi.fn();
    router.subscribe(heard);
    router.navigate('/news?page=2', { state: { from: 'home' } });
    expect(router.location).toEqual({
      pathname: '/news',
      search: '?page=2',
      hash: '',
      state: { from: 'home' },
    });
    router.navigate('/contact', { replace: true });
    router.go(-1);
    expect(router.location.pathname).toBe('/');
    expect(heard).toHaveBeenCalledTimes(3);
  });

  it('holds a navigation a blocker refuses until it proceeds', () => {
    const { router, states, last } = blockedRouter(
      ({ currentLocation, nextLocation, historyAction }) =>
        currentLocation.pathname === '/b' &&
        nextLocation.pathname === '/c' &&
        historyAction === 'PUSH',
    );
    router.navigate('/d');
    expect(router.location.pathname).toBe('/d');
    router.go(-1);
    router.navigate('/c');
    expect(router.location.pathname).toBe('/b');
    expect(last()).toMatchObject({ state: 'blocked', location: { pathname: '/c' } });
    last().proceed!();
    expect(router.location.pathname).toBe('/c');
    expect(states.map((s) => s.state)).toEqual(['blocked', 'proceeding', 'unblocked']);
  });

  it('stays when the held navigation is reset, and holds the next one again', () => {
    const { router, last } = blockedRouter();
    router.navigate('/c');
    last().reset!();
    expect(last().state).toBe('unblocked');
    expect(router.location.pathname).toBe('/b');
    router.navigate('/c');
    expect(last().state).toBe('blocked');
  });

  it('undoes a held back move, and makes it when it proceeds', () => {
    const { router, last } = blockedRouter();
    router.go(-1);
    expect(router.location.pathname).toBe('/b');
    expect(last()).toMatchObject({ state: 'blocked', location: { pathname: '/a' } });
    last().proceed!();
    expect(router.location.pathname).toBe('/a');
    expect(last().state).toBe('unblocked');
  });

  it('holds nothing once the blocker is gone', () => {
    const { router, states, stop } = blockedRouter();
    stop();
    router.navigate('/c');
    expect(router.location.pathname).toBe('/c');
    expect(states).toEqual([]);
  });
});

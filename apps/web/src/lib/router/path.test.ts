import { describe, expect, it } from 'vitest';
import { parsePath, resolveTo } from './path';

describe('parsePath', () => {
  it('splits a path into the parts it has', () => {
    expect(parsePath('/members/3?page=2#top')).toEqual({
      pathname: '/members/3',
      search: '?page=2',
      hash: '#top',
    });
    expect(parsePath('?tab=names')).toEqual({ search: '?tab=names' });
  });
});

describe('resolveTo', () => {
  const resolve = (to: Parameters<typeof resolveTo>[0]) =>
    resolveTo(to, '/members/3', '/members/3/edit');

  it('keeps an absolute path', () => {
    expect(resolve('/news?x=1')).toEqual({ pathname: '/news', search: '?x=1', hash: '' });
  });

  it('stays on the current pathname for a query or a hash alone, as react-router does', () => {
    expect(resolve('?tab=names')).toEqual({
      pathname: '/members/3/edit',
      search: '?tab=names',
      hash: '',
    });
    expect(resolve({ search: '?by=album' }).pathname).toBe('/members/3/edit');
    expect(resolve({ search: '' })).toEqual({ pathname: '/members/3/edit', search: '', hash: '' });
    expect(resolve('?')).toEqual({ pathname: '/members/3/edit', search: '', hash: '' });
  });

  it('resolves a relative pathname from the route that draws the link', () => {
    expect(resolve('profile').pathname).toBe('/members/3/profile');
    expect(resolve('../7/profile').pathname).toBe('/members/7/profile');
    expect(resolve('./media').pathname).toBe('/members/3/media');
    expect(resolveTo('profile', '/members/3/', '/').pathname).toBe('/members/3/profile');
    expect(resolveTo('../..', '/a', '/').pathname).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { pageCount, pageFromQuery, pageSearch } from './paging';

describe('member list paging', () => {
  it('reads the page from the query string, defaulting to 1', () => {
    expect(pageFromQuery(null)).toBe(1);
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery('0')).toBe(1);
    expect(pageFromQuery('-2')).toBe(1);
    expect(pageFromQuery('2.5')).toBe(1);
    expect(pageFromQuery('abc')).toBe(1);
  });

  it('counts pages of 24', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageCount(126)).toBe(6);
  });

  it('keeps other parameters and leaves page 1 out of the address', () => {
    expect(pageSearch(new URLSearchParams('page=3&x=1'), 1)).toBe('?x=1');
    expect(pageSearch(new URLSearchParams(''), 2)).toBe('?page=2');
    expect(pageSearch(new URLSearchParams('page=2'), 1)).toBe('');
  });
});

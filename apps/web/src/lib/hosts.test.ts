import { describe, expect, it } from 'vitest';
import { familySubdomain } from './hosts';

describe('familySubdomain', () => {
  it('reads the family from the host name', () => {
    expect(familySubdomain('demo.localhost', 'localhost')).toBe('demo');
    expect(familySubdomain('Harper.Example.org', 'example.org')).toBe('harper');
  });

  it('treats the base domain and www as the main site', () => {
    expect(familySubdomain('localhost', 'localhost')).toBeNull();
    expect(familySubdomain('www.example.org', 'example.org')).toBeNull();
  });

  it('ignores other domains and nested sub-domains', () => {
    expect(familySubdomain('demo.other.org', 'example.org')).toBeNull();
    expect(familySubdomain('a.b.example.org', 'example.org')).toBeNull();
    expect(familySubdomain('notexample.org', 'example.org')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { familySubdomain } from './hosts.js';

describe('familySubdomain', () => {
  it.each([
    ['demo.localhost:8081', 'localhost', 'demo'],
    ['demo.localhost', 'localhost', 'demo'],
    ['DEMO.LocalHost:8081', 'localhost', 'demo'],
    ['harper.example.org', 'example.org', 'harper'],
    ['Harper.Example.org', 'example.org', 'harper'],
    ['harper.example.org:443', 'example.org', 'harper'],
    ['my-family.example.org', 'example.org', 'my-family'],
  ])('%s on %s is the family %s', (host, base, expected) => {
    expect(familySubdomain(host, base)).toBe(expected);
  });

  it.each<[string | undefined, string, string]>([
    [undefined, 'localhost', 'no Host header'],
    ['', 'localhost', 'an empty Host header'],
    ['localhost:8081', 'localhost', 'the bare base domain with a port'],
    ['localhost', 'localhost', 'the bare base domain'],
    ['example.org', 'example.org', 'the bare base domain'],
    ['www.localhost:8081', 'localhost', 'www'],
    ['www.example.org', 'example.org', 'www'],
    ['WWW.example.org', 'example.org', 'www in capitals'],
    ['a.b.localhost', 'localhost', 'a nested sub-domain'],
    ['a.b.example.org', 'example.org', 'a nested sub-domain'],
    ['www.demo.example.org', 'example.org', 'a nested sub-domain'],
    ['demo.example.com', 'example.org', 'another domain'],
    ['demo.other.org', 'example.org', 'another domain'],
    ['demo.localhost.evil.com', 'localhost', 'the base domain inside another domain'],
    ['evillocalhost', 'localhost', 'a name that merely ends like the base domain'],
    ['notexample.org', 'example.org', 'a name that merely ends like the base domain'],
    ['127.0.0.1:8081', 'localhost', 'an IP address'],
    ['[::1]:8081', 'localhost', 'an IPv6 address'],
  ])('%s on %s is the main site (%s)', (host, base, _why) => {
    expect(familySubdomain(host, base)).toBeNull();
  });
});

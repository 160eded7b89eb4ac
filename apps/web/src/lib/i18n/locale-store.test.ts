// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each test starts the store afresh, as a page load does. */
async function freshStore() {
  vi.resetModules();
  return import('./locale-store');
}

afterEach(() => {
  delete document.documentElement.dataset.locale;
  window.localStorage.clear();
  document.cookie = 'familytree.language=; path=/; max-age=0';
});

describe('the language the app starts in (issue 31)', () => {
  it('is the language the server painted the page in, when this browser chose none', async () => {
    document.documentElement.dataset.locale = 'ml';
    const { currentLocale } = await freshStore();
    expect(currentLocale()).toBe('ml');
    expect(document.documentElement.lang).toBe('ml');
  });

  it("is this browser's own choice before the page's", async () => {
    document.documentElement.dataset.locale = 'ml';
    window.localStorage.setItem('familytree.language', 'de');
    const { currentLocale } = await freshStore();
    expect(currentLocale()).toBe('de');
    // A choice made before the server read the cookie reaches it from the next page on.
    expect(document.cookie).toContain('familytree.language=de');
  });

  it('ignores a page language the product does not speak', async () => {
    document.documentElement.dataset.locale = 'xx';
    const { currentLocale } = await freshStore();
    expect(currentLocale()).not.toBe('xx');
  });

  it('remembers a choice in a cookie, so the server paints the next page in it', async () => {
    const { chooseLocale, currentLocale } = await freshStore();
    await chooseLocale('fr');
    expect(currentLocale()).toBe('fr');
    expect(document.cookie).toContain('familytree.language=fr');
  });
});

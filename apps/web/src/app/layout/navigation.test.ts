import type { Menu } from '@familytree/shared';
import { describe, expect, it } from 'vitest';
import { desktopNavItems, drawerNavItems } from './navigation';

const menu = (menuOrder: number, enabled: boolean, menuName = `Page ${menuOrder}`): Menu => ({
  menuId: menuOrder,
  menuName,
  menuOrder,
  enabled,
  configurable: true,
  published: true,
});

describe('desktop navigation', () => {
  it('puts enabled menus 1 to 3 first, then the fixed items, then menu 4', () => {
    const items = desktopNavItems([
      menu(4, true, 'Contact'),
      menu(2, true, 'Story'),
      menu(1, true, 'Home'),
      menu(3, false),
    ]);
    expect(items.map((i) => i.label)).toEqual([
      'Home',
      'Story',
      'Family tree',
      'Members',
      'Photo gallery',
      'Article',
      'News',
      'Events',
      'Contact',
    ]);
    expect(items[0]).toEqual({ label: 'Home', to: '/page1' });
    expect(items.at(-1)).toEqual({ label: 'Contact', to: '/page4' });
  });

  it('shows only the fixed items when no menu is enabled', () => {
    expect(desktopNavItems([menu(1, false), menu(4, false)]).map((i) => i.to)).toEqual([
      '/familytree',
      '/members',
      '/photogallery',
      '/article',
      '/news',
      '/events',
    ]);
  });
});

describe('drawer navigation', () => {
  it('lists the spec items in order', () => {
    expect(drawerNavItems([menu(1, true, 'Home')]).map((i) => i.label)).toEqual([
      'Home',
      'History',
      'Family tree',
      'Members',
      'Photo gallery',
      'Article',
      'News',
      'Events',
      'Contact Us',
    ]);
  });

  // Issue 16: a phone reaches the custom pages the header shows, right after Home.
  it('lists the enabled custom menus after Home, and leaves out hidden ones', () => {
    const items = drawerNavItems([
      menu(1, true, 'Home'),
      menu(3, true, 'Recipes'),
      menu(2, false, 'Hidden'),
      menu(4, true, 'Reunions'),
    ]);
    expect(items.slice(0, 4)).toEqual([
      { label: 'Home', to: '/home' },
      { label: 'Recipes', to: '/page3' },
      { label: 'Reunions', to: '/page4' },
      { label: 'History', to: '/history' },
    ]);
    expect(items.map((i) => i.label)).not.toContain('Hidden');
  });
});

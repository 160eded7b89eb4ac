import type { Menu } from '@familytree/shared';

export interface NavItem {
  label: string;
  to: string;
}

const fixedItems: NavItem[] = [
  { label: 'Family tree', to: '/familytree' },
  { label: 'Members', to: '/members' },
  { label: 'Photo gallery', to: '/photogallery' },
  { label: 'Article', to: '/article' },
  { label: 'News', to: '/news' },
  { label: 'Events', to: '/events' },
];

const menuItem = (menu: Menu): NavItem => ({ label: menu.menuName, to: `/page${menu.menuOrder}` });

/** Desktop order (spec part 2): enabled menus 1-3, the fixed items, then enabled menu 4. */
export function desktopNavItems(menus: Menu[]): NavItem[] {
  const enabled = menus.filter((m) => m.enabled).sort((a, b) => a.menuOrder - b.menuOrder);
  return [
    ...enabled.filter((m) => m.menuOrder <= 3).map(menuItem),
    ...fixedItems,
    ...enabled.filter((m) => m.menuOrder === 4).map(menuItem),
  ];
}

/**
 * The small-screen drawer: the spec's fixed list, with the custom menu pages the header shows
 * (enabled menus 2 to 4; /home opens the first enabled one) after Home, so that a phone reaches
 * them too (issue 16).
 */
export function drawerNavItems(menus: Menu[]): NavItem[] {
  const custom = menus
    .filter((m) => m.enabled && m.menuOrder > 1)
    .sort((a, b) => a.menuOrder - b.menuOrder)
    .map(menuItem);
  return [
    { label: 'Home', to: '/home' },
    ...custom,
    { label: 'History', to: '/history' },
    ...fixedItems,
    { label: 'Contact Us', to: '/contact' },
  ];
}

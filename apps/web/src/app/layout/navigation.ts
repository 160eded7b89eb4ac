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

/** The small-screen drawer has its own fixed list. */
export const drawerNavItems: NavItem[] = [
  { label: 'Home', to: '/home' },
  { label: 'History', to: '/history' },
  ...fixedItems,
  { label: 'Contact Us', to: '/contact' },
];

import type { Menu } from '@familytree/shared';
import { translator, type Translate } from '@familytree/shared';
import { layoutMessages } from './messages';

export interface NavItem {
  label: string;
  to: string;
}

type LayoutT = Translate<typeof layoutMessages.en>;
const english: LayoutT = translator(layoutMessages.en, 'en', layoutMessages.en);

const fixedItems = (t: LayoutT): NavItem[] => [
  { label: t('familyTree'), to: '/familytree' },
  { label: t('members'), to: '/members' },
  { label: t('photoGallery'), to: '/photogallery' },
  { label: t('article'), to: '/article' },
  { label: t('news'), to: '/news' },
  { label: t('events'), to: '/events' },
];

const menuItem = (menu: Menu): NavItem => ({ label: menu.menuName, to: `/page${menu.menuOrder}` });

/** Desktop order (spec part 2): enabled menus 1-3, the fixed items, then enabled menu 4. */
export function desktopNavItems(menus: Menu[], t: LayoutT = english): NavItem[] {
  const enabled = menus.filter((m) => m.enabled).sort((a, b) => a.menuOrder - b.menuOrder);
  return [
    ...enabled.filter((m) => m.menuOrder <= 3).map(menuItem),
    ...fixedItems(t),
    ...enabled.filter((m) => m.menuOrder === 4).map(menuItem),
  ];
}

/**
 * The small-screen drawer: the spec's fixed list, with the custom menu pages the header shows
 * (enabled menus 2 to 4; /home opens the first enabled one) after Home, so that a phone reaches
 * them too (issue 16).
 */
export function drawerNavItems(menus: Menu[], t: LayoutT = english): NavItem[] {
  const custom = menus
    .filter((m) => m.enabled && m.menuOrder > 1)
    .sort((a, b) => a.menuOrder - b.menuOrder)
    .map(menuItem);
  return [
    { label: t('home'), to: '/home' },
    ...custom,
    { label: t('history'), to: '/history' },
    ...fixedItems(t),
    { label: t('contactUs'), to: '/contact' },
  ];
}

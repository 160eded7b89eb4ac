import { Navigate } from '../../lib/router';
import { useFamily } from './family-context';

/** /home opens the first enabled of page1..page3, else the family tree (spec part 2). */
export function HomeRedirect() {
  const family = useFamily();
  const first = family.menus
    .filter((m) => m.enabled && m.menuOrder <= 3)
    .sort((a, b) => a.menuOrder - b.menuOrder)[0];
  return <Navigate to={first ? `/page${first.menuOrder}` : '/familytree'} replace />;
}

import { lazy, Suspense, type ReactNode } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from '../lib/router';
import { AppShell } from './layout/AppShell';
import { FullPageLoading } from '../components/FullPageLoading';
import { NotFoundPage } from '../components/NotFoundPage';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { LoginPage, PasswordResetPage, RequireLogin } from '../features/auth';
import { MyAccountPage } from '../features/account';
import { InvitationPage } from '../features/invitations';
import { SettingsPage } from '../features/settings';
import { GedcomPage } from '../features/gedcom';
import { LinkRequestsPage } from '../features/link-requests';
import { MembersPage } from '../features/members';
import { FamilyTreePage } from '../features/tree';
import { FamilyGate, HomeRedirect, MainSiteRoute } from '../features/family';
import { MenuConfigPage, MenuPage, SitePageView } from '../features/site';
import { sitePageSlugs } from '@familytree/shared';

// Pages load their code when first opened (issue 18): the first load carries the shell and the home
// page only. The shell's outlet (AppShell) and `withLoading` show the wait.
const withLoading = (page: ReactNode) => <Suspense fallback={<FullPageLoading />}>{page}</Suspense>;
const AdminDashboardPage = lazy(() =>
  import('../features/platform-admin').then((m) => ({ default: m.AdminDashboardPage })),
);
const AdminLoginPage = lazy(() =>
  import('../features/platform-admin').then((m) => ({ default: m.AdminLoginPage })),
);
const BranchAdminsPage = lazy(() =>
  import('../features/branch-admins').then((m) => ({ default: m.BranchAdminsPage })),
);
const EditProfilePage = lazy(() =>
  import('../features/profiles').then((m) => ({ default: m.EditProfilePage })),
);
const BranchMembersPage = lazy(() =>
  import('../features/profiles').then((m) => ({ default: m.BranchMembersPage })),
);
const FamilyRootPage = lazy(() =>
  import('../features/profiles').then((m) => ({ default: m.FamilyRootPage })),
);
const MemberProfilePage = lazy(() =>
  import('../features/profiles').then((m) => ({ default: m.MemberProfilePage })),
);
const MemberHistoryPage = lazy(() =>
  import('../features/profiles').then((m) => ({ default: m.MemberHistoryPage })),
);
const MemberTreePage = lazy(() =>
  import('../features/profiles').then((m) => ({ default: m.MemberTreePage })),
);
const MemberSourcesPage = lazy(() =>
  import('../features/profiles').then((m) => ({ default: m.MemberSourcesPage })),
);
const MemberMediaPage = lazy(() =>
  import('../features/profiles').then((m) => ({ default: m.MemberMediaPage })),
);
const SourcesPage = lazy(() =>
  import('../features/research').then((m) => ({ default: m.SourcesPage })),
);
const SourcePage = lazy(() =>
  import('../features/research').then((m) => ({ default: m.SourcePage })),
);
const PlacesPage = lazy(() =>
  import('../features/places').then((m) => ({ default: m.PlacesPage })),
);
const PlacePage = lazy(() => import('../features/places').then((m) => ({ default: m.PlacePage })));
const GalleryPage = lazy(() =>
  import('../features/gallery').then((m) => ({ default: m.GalleryPage })),
);
const RecentChangesPage = lazy(() =>
  import('../features/history').then((m) => ({ default: m.RecentChangesPage })),
);
const FindDuplicatesPage = lazy(() =>
  import('../features/duplicates').then((m) => ({ default: m.FindDuplicatesPage })),
);
const EventsPage = lazy(() =>
  import('../features/events').then((m) => ({ default: m.EventsPage })),
);
const NewsPage = lazy(() => import('../features/news').then((m) => ({ default: m.NewsPage })));
const ContactPage = lazy(() =>
  import('../features/contact').then((m) => ({ default: m.ContactPage })),
);
const ChartPage = lazy(() => import('../features/chart').then((m) => ({ default: m.ChartPage })));
const RelationshipChartPage = lazy(() =>
  import('../features/chart').then((m) => m.loadRelationshipChartPage()),
);
const CompactChartPage = lazy(() =>
  import('../features/chart').then((m) => m.loadCompactChartPage()),
);
const LifespanChartPage = lazy(() =>
  import('../features/chart').then((m) => m.loadLifespanChartPage()),
);
const StatisticsPage = lazy(() =>
  import('../features/statistics').then((m) => ({ default: m.StatisticsPage })),
);

const routes: RouteObject[] = [
  {
    path: '/',
    element: <MainSiteRoute onFamilySite="home">{withLoading(<LoginPage />)}</MainSiteRoute>,
  },
  {
    path: '/index.html',
    element: <MainSiteRoute onFamilySite="home">{withLoading(<LoginPage />)}</MainSiteRoute>,
  },
  {
    path: '/logout',
    element: <MainSiteRoute onFamilySite="main-logout">{withLoading(<LoginPage />)}</MainSiteRoute>,
  },
  {
    path: '/password-reset/:token',
    element: (
      <MainSiteRoute onFamilySite="home">{withLoading(<PasswordResetPage />)}</MainSiteRoute>
    ),
  },
  { path: '/admin', element: withLoading(<AdminLoginPage />) },
  { path: '/admin/dashboard', element: withLoading(<AdminDashboardPage />) },
  {
    element: (
      <FamilyGate>
        <AppShell />
      </FamilyGate>
    ),
    // A page that fails to load or draw shows its error inside the shell (header and menu stay).
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { path: '/home', element: <HomeRedirect /> },
          { path: '/invitation/:token', element: <InvitationPage /> },
          ...[1, 2, 3, 4].map((order) => ({
            path: `/page${order}`,
            element: <MenuPage order={order} />,
          })),
          ...sitePageSlugs.map((slug) => ({
            path: `/${slug}`,
            element: <SitePageView slug={slug} />,
          })),
          { path: '/news', element: <NewsPage /> },
          { path: '/contact', element: <ContactPage /> },
          { path: '/events', element: <EventsPage /> },
          { path: '/sources', element: <SourcesPage /> },
          { path: '/sources/:sourceId', element: <SourcePage /> },
          { path: '/places', element: <PlacesPage /> },
          { path: '/places/:placeKey', element: <PlacePage /> },
          {
            path: '/settings',
            element: (
              <RequireLogin>
                <SettingsPage />
              </RequireLogin>
            ),
          },
          { path: '/familytree', element: <FamilyTreePage tab="tree" /> },
          { path: '/familytree/searchrelation', element: <FamilyTreePage tab="relation" /> },
          {
            path: '/familytree/chart/:kind/:personId',
            element: <ChartPage />,
          },
          // The kinds of issue 32, each its own page (static segments win over :kind).
          { path: '/familytree/chart/relationship/:personId', element: <RelationshipChartPage /> },
          { path: '/familytree/chart/compact/:personId', element: <CompactChartPage /> },
          { path: '/familytree/chart/lifespan/:personId', element: <LifespanChartPage /> },
          { path: '/familytree/statistics', element: <StatisticsPage /> },
          { path: '/photogallery', element: <GalleryPage /> },
          { path: '/members', element: <MembersPage /> },
          {
            path: '/members/:id',
            children: [
              { index: true, element: <Navigate to="profile" replace /> },
              { path: 'profile', element: <MemberProfilePage /> },
              { path: 'myFamilyTree', element: <MemberTreePage /> },
              { path: 'members', element: <BranchMembersPage /> },
              { path: 'myFamilyRoot', element: <FamilyRootPage /> },
              { path: 'sources', element: <MemberSourcesPage /> },
              { path: 'media', element: <MemberMediaPage /> },
              {
                path: 'history',
                element: (
                  <RequireLogin>
                    <MemberHistoryPage />
                  </RequireLogin>
                ),
              },
              {
                path: 'edit',
                element: (
                  <RequireLogin>
                    <EditProfilePage />
                  </RequireLogin>
                ),
              },
            ],
          },
          {
            path: '/branchadmin',
            element: (
              <RequireLogin>
                <BranchAdminsPage />
              </RequireLogin>
            ),
          },
          {
            path: '/gedcom',
            element: (
              <RequireLogin>
                <GedcomPage />
              </RequireLogin>
            ),
          },
          {
            path: '/changes',
            element: (
              <RequireLogin>
                <RecentChangesPage />
              </RequireLogin>
            ),
          },
          {
            path: '/duplicates',
            element: (
              <RequireLogin>
                <FindDuplicatesPage />
              </RequireLogin>
            ),
          },
          {
            path: '/account',
            element: (
              <RequireLogin>
                <MyAccountPage />
              </RequireLogin>
            ),
          },
          {
            path: '/linkrequests',
            element: (
              <RequireLogin>
                <LinkRequestsPage />
              </RequireLogin>
            ),
          },
        ],
      },
    ],
  },
  {
    element: (
      <FamilyGate>
        <AppShell hideHeader />
      </FamilyGate>
    ),
    children: [
      {
        path: '/menuconfig',
        element: (
          <RequireLogin>
            <MenuConfigPage />
          </RequireLogin>
        ),
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

let router: ReturnType<typeof createBrowserRouter> | undefined;

/** The app's one router, made when the app first renders (main.tsx; issue 18). */
export const appRouter = () =>
  (router ??= createBrowserRouter([{ errorElement: <RouteErrorPage />, children: routes }]));

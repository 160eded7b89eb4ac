import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell } from './layout/AppShell';
import { FullPageLoading } from '../components/FullPageLoading';
import { NotFoundPage } from '../components/NotFoundPage';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { AdminDashboardPage, AdminLoginPage } from '../features/platform-admin';
import { LoginPage, RequireLogin } from '../features/auth';
import { BranchAdminsPage } from '../features/branch-admins';
import { InvitationPage } from '../features/invitations';
import { LinkRequestsPage } from '../features/link-requests';
import { GedcomPage } from '../features/gedcom';
import { FamilyGate, HomeRedirect, MainSiteRoute } from '../features/family';
import { MembersPage } from '../features/members';
import {
  EditProfilePage,
  BranchMembersPage,
  FamilyRootPage,
  MemberProfilePage,
  MemberTreePage,
} from '../features/profiles';
import { MenuConfigPage, MenuPage, SitePageView } from '../features/site';
import { NewsPage } from '../features/news';
import { ContactPage } from '../features/contact';
import { sitePageSlugs } from '@familytree/shared';
import { FamilyTreePage } from '../features/tree';

// Charts load their code only when one is opened: the home and tree pages stay as small as before.
const ChartPage = lazy(() => import('../features/chart').then((m) => ({ default: m.ChartPage })));

const placeholderPages: Array<[string, string]> = [
  ['photogallery', 'Photo Gallery'],
  ['events', 'Events'],
];

const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <MainSiteRoute onFamilySite="home">
        <LoginPage />
      </MainSiteRoute>
    ),
  },
  {
    path: '/index.html',
    element: (
      <MainSiteRoute onFamilySite="home">
        <LoginPage />
      </MainSiteRoute>
    ),
  },
  {
    path: '/logout',
    element: (
      <MainSiteRoute onFamilySite="main-logout">
        <LoginPage />
      </MainSiteRoute>
    ),
  },
  { path: '/admin', element: <AdminLoginPage /> },
  { path: '/admin/dashboard', element: <AdminDashboardPage /> },
  {
    element: (
      <FamilyGate>
        <AppShell />
      </FamilyGate>
    ),
    children: [
      { path: '/home', element: <HomeRedirect /> },
      { path: '/invitation/:token', element: <InvitationPage /> },
      ...[1, 2, 3, 4].map((order) => ({
        path: `/page${order}`,
        element: <MenuPage order={order} />,
      })),
      ...sitePageSlugs.map((slug) => ({ path: `/${slug}`, element: <SitePageView slug={slug} /> })),
      { path: '/news', element: <NewsPage /> },
      { path: '/contact', element: <ContactPage /> },
      ...placeholderPages.map(([path, title]) => ({
        path: `/${path}`,
        element: <PlaceholderPage title={title} />,
      })),
      { path: '/familytree', element: <FamilyTreePage tab="tree" /> },
      { path: '/familytree/searchrelation', element: <FamilyTreePage tab="relation" /> },
      {
        path: '/familytree/chart/:kind/:personId',
        element: (
          <Suspense fallback={<FullPageLoading />}>
            <ChartPage />
          </Suspense>
        ),
      },
      { path: '/members', element: <MembersPage /> },
      {
        path: '/members/:id',
        children: [
          { index: true, element: <Navigate to="profile" replace /> },
          { path: 'profile', element: <MemberProfilePage /> },
          { path: 'myFamilyTree', element: <MemberTreePage /> },
          { path: 'members', element: <BranchMembersPage /> },
          { path: 'myFamilyRoot', element: <FamilyRootPage /> },
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
        path: '/linkrequests',
        element: (
          <RequireLogin>
            <LinkRequestsPage />
          </RequireLogin>
        ),
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

export const router = createBrowserRouter(routes);

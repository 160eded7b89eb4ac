import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppShell } from './layout/AppShell';
import { NotFoundPage } from '../components/NotFoundPage';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { AdminDashboardPage } from '../features/platform-admin/components/AdminDashboardPage';
import { AdminLoginPage } from '../features/platform-admin/components/AdminLoginPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RequireLogin } from '../features/auth/RequireLogin';
import { BranchAdminsPage } from '../features/branch-admins/components/BranchAdminsPage';
import { InvitationPage } from '../features/invitations/components/InvitationPage';
import { LinkRequestsPage } from '../features/link-requests/components/LinkRequestsPage';
import { FamilyGate } from '../features/family/FamilyGate';
import { HomeRedirect } from '../features/family/HomeRedirect';
import { MainSiteRoute } from '../features/family/MainSiteRoute';
import { MembersPage } from '../features/members/components/MembersPage';
import { EditProfilePage } from '../features/profiles/components/edit/EditProfilePage';
import {
  BranchMembersPage,
  FamilyRootPage,
  MemberProfilePage,
  MemberTreePage,
} from '../features/profiles/components/MemberProfilePages';
import { MenuConfigPage } from '../features/site/pages/MenuConfigPage';
import { MenuPage } from '../features/site/pages/MenuPage';
import { FamilyTreePage } from '../features/tree/components/FamilyTreePage';

const placeholderPages: Array<[string, string]> = [
  ['history', 'History'],
  ['photogallery', 'Photo Gallery'],
  ['article', 'Article'],
  ['news', 'News'],
  ['events', 'Events'],
  ['contact', 'Contact Us'],
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
      ...placeholderPages.map(([path, title]) => ({
        path: `/${path}`,
        element: <PlaceholderPage title={title} />,
      })),
      { path: '/familytree', element: <FamilyTreePage tab="tree" /> },
      { path: '/familytree/searchrelation', element: <FamilyTreePage tab="relation" /> },
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

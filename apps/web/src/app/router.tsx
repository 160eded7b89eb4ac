import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { NotFoundPage } from '../components/NotFoundPage';
import { PendingScreen } from '../components/PendingScreen';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { LoginPage } from '../features/auth/LoginPage';
import { RequireLogin } from '../features/auth/RequireLogin';
import { FamilyGate } from '../features/site/FamilyGate';
import { HomeRedirect } from '../features/site/HomeRedirect';
import { MainSiteRoute } from '../features/site/MainSiteRoute';

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
  { path: '/admin', element: <PendingScreen title="Admin Login" /> },
  { path: '/admin/dashboard', element: <PendingScreen title="Admin Dashboard" /> },
  {
    element: <FamilyGate />,
    children: [
      { path: '/home', element: <HomeRedirect /> },
      ...[1, 2, 3, 4].map((order) => ({
        path: `/page${order}`,
        element: <PendingScreen title="Home" />,
      })),
      ...placeholderPages.map(([path, title]) => ({
        path: `/${path}`,
        element: <PlaceholderPage title={title} />,
      })),
      { path: '/familytree', element: <PendingScreen title="Family Tree" /> },
      { path: '/familytree/searchrelation', element: <PendingScreen title="Find Relation" /> },
      { path: '/members', element: <PendingScreen title="Members" /> },
      {
        path: '/members/:id',
        children: [
          { index: true, element: <Navigate to="profile" replace /> },
          { path: 'profile', element: <PendingScreen title="Profile" /> },
          { path: 'myFamilyTree', element: <PendingScreen title="My Family Tree" /> },
          { path: 'members', element: <PendingScreen title="Members" /> },
          { path: 'myFamilyRoot', element: <PendingScreen title="My Family Root" /> },
          {
            path: 'edit',
            element: (
              <RequireLogin>
                <PendingScreen title="Edit Profile" />
              </RequireLogin>
            ),
          },
        ],
      },
      {
        path: '/branchadmin',
        element: (
          <RequireLogin>
            <PendingScreen title="Branch Admins" />
          </RequireLogin>
        ),
      },
    ],
  },
  {
    element: <FamilyGate hideHeader />,
    children: [
      {
        path: '/menuconfig',
        element: (
          <RequireLogin>
            <PendingScreen title="Menu Configuration" />
          </RequireLogin>
        ),
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
];

export const router = createBrowserRouter(routes);

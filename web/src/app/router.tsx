import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { ProtectedRoute } from './protected-route';
import { RouteError } from './route-error';
import { PageSpinner } from '@/components/ui/spinner';

/** Every page is its own chunk; `page` turns a lazy import into a route's Component. */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T, isProtected = false): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const Page = (await load())[name] as unknown as React.ComponentType;
      return { Component: isProtected ? () => <ProtectedRoute><Page /></ProtectedRoute> : Page };
    },
  };
}

export const routes: RouteObject[] = [
  // Outside the shared layout.
  { path: '/auth', hydrateFallbackElement: <PageSpinner />, errorElement: <RouteError />, ...page(() => import('@/features/accounts/auth-page'), 'AuthPage') },
  { path: '/reset-password', hydrateFallbackElement: <PageSpinner />, errorElement: <RouteError />, ...page(() => import('@/features/accounts/reset-password-page'), 'ResetPasswordPage') },
  { path: '/admin-setup', hydrateFallbackElement: <PageSpinner />, errorElement: <RouteError />, ...page(() => import('@/features/admin-setup/admin-setup-page'), 'AdminSetupPage') },
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import('./home-page'), 'HomePage') },
          { path: 'about', ...page(() => import('@/features/pages/about-page'), 'AboutPage') },
          { path: 'offerings', ...page(() => import('@/features/pages/offerings-page'), 'OfferingsPage') },
          { path: 'community', ...page(() => import('@/features/community/community-page'), 'CommunityPage') },
          { path: 'support', ...page(() => import('@/features/support/support-page'), 'SupportPage') },
          { path: 'donate', ...page(() => import('@/features/support/support-page'), 'SupportPage') },
          { path: 'docs/platform', ...page(() => import('@/features/pages/platform-guide-page'), 'PlatformGuidePage') },
          { path: 'docs/donate', ...page(() => import('@/features/pages/donation-guide-page'), 'DonationGuidePage') },
          { path: 'docs/rules', ...page(() => import('@/features/pages/rules-page'), 'RulesPage') },
          { path: 'privacy-policy', ...page(() => import('@/features/pages/privacy-page'), 'PrivacyPage') },
          { path: 'terms-of-service', ...page(() => import('@/features/pages/terms-page'), 'TermsPage') },
          { path: 'refund-policy', ...page(() => import('@/features/pages/refund-page'), 'RefundPage') },
          { path: 'contact', ...page(() => import('@/features/pages/contact-page'), 'ContactPage') },
          { path: 'chat', ...page(() => import('@/features/companion/chat-page'), 'ChatPage', true) },
          { path: 'login', ...page(() => import('@/features/accounts/login-page'), 'LoginPage') },
          { path: 'signup', ...page(() => import('@/features/accounts/signup-page'), 'SignupPage') },
          { path: 'profile', ...page(() => import('@/features/profiles/profile-page'), 'ProfilePage', true) },
          { path: 'user/:userId', ...page(() => import('@/features/profiles/public-profile-page'), 'PublicProfilePage', true) },
          { path: '*', ...page(() => import('./not-found-page'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

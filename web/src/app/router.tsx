import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { ProtectedRoute } from './protected-route';
import { RouteError } from './route-error';
import { PageSpinner } from '@/components/ui/spinner';
import { loadNamespaces } from '@/lib/i18n';

/**
 * Every page is its own chunk; `page` turns a lazy import into a route's Component, and fetches
 * the page's catalog namespaces (web/src/locales/<lang>/<ns>.json) beside its code.
 */
function page<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T, options: { isProtected?: boolean; ns?: string[] } = {}): Pick<RouteObject, 'lazy'> {
  const { isProtected = false, ns = [] } = options;
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(ns)]);
      const Page = module[name] as unknown as React.ComponentType;
      return { Component: isProtected ? () => <ProtectedRoute><Page /></ProtectedRoute> : Page };
    },
  };
}

export const routes: RouteObject[] = [
  // Outside the shared layout.
  { path: '/auth', hydrateFallbackElement: <PageSpinner />, errorElement: <RouteError />, ...page(() => import('@/features/accounts/auth-page'), 'AuthPage', { ns: ['accounts'] }) },
  { path: '/reset-password', hydrateFallbackElement: <PageSpinner />, errorElement: <RouteError />, ...page(() => import('@/features/accounts/reset-password-page'), 'ResetPasswordPage', { ns: ['accounts'] }) },
  { path: '/admin-setup', hydrateFallbackElement: <PageSpinner />, errorElement: <RouteError />, ...page(() => import('@/features/admin-setup/admin-setup-page'), 'AdminSetupPage', { ns: ['adminSetup'] }) },
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          { index: true, ...page(() => import('./home-page'), 'HomePage', { ns: ['home', 'dailyQuestion', 'stats', 'gallery'] }) },
          { path: 'about', ...page(() => import('@/features/pages/about-page'), 'AboutPage', { ns: ['pages', 'about'] }) },
          { path: 'offerings', ...page(() => import('@/features/pages/offerings-page'), 'OfferingsPage', { ns: ['pages', 'offerings'] }) },
          { path: 'community', ...page(() => import('@/features/community/community-page'), 'CommunityPage', { ns: ['community', 'stats'] }) },
          { path: 'support', ...page(() => import('@/features/support/support-page'), 'SupportPage', { ns: ['support', 'stats'] }) },
          { path: 'donate', ...page(() => import('@/features/support/support-page'), 'SupportPage', { ns: ['support', 'stats'] }) },
          { path: 'docs/platform', ...page(() => import('@/features/pages/platform-guide-page'), 'PlatformGuidePage', { ns: ['pages', 'platformGuide'] }) },
          { path: 'docs/donate', ...page(() => import('@/features/pages/donation-guide-page'), 'DonationGuidePage', { ns: ['pages', 'donationGuide'] }) },
          { path: 'docs/rules', ...page(() => import('@/features/pages/rules-page'), 'RulesPage', { ns: ['pages', 'rules'] }) },
          { path: 'privacy-policy', ...page(() => import('@/features/pages/privacy-page'), 'PrivacyPage', { ns: ['pages', 'privacy'] }) },
          { path: 'terms-of-service', ...page(() => import('@/features/pages/terms-page'), 'TermsPage', { ns: ['pages', 'terms'] }) },
          { path: 'refund-policy', ...page(() => import('@/features/pages/refund-page'), 'RefundPage', { ns: ['pages', 'refund'] }) },
          { path: 'contact', ...page(() => import('@/features/pages/contact-page'), 'ContactPage', { ns: ['pages', 'contact'] }) },
          { path: 'chat', ...page(() => import('@/features/companion/chat-page'), 'ChatPage', { isProtected: true, ns: ['companion'] }) },
          { path: 'login', ...page(() => import('@/features/accounts/login-page'), 'LoginPage', { ns: ['accounts'] }) },
          { path: 'signup', ...page(() => import('@/features/accounts/signup-page'), 'SignupPage', { ns: ['accounts'] }) },
          { path: 'profile', ...page(() => import('@/features/profiles/profile-page'), 'ProfilePage', { isProtected: true, ns: ['profiles'] }) },
          { path: 'user/:userId', ...page(() => import('@/features/profiles/public-profile-page'), 'PublicProfilePage', { isProtected: true, ns: ['profiles'] }) },
          { path: '*', ...page(() => import('./not-found-page'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);

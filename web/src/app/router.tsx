import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { ProtectedRoute } from './protected-route';
import { RouteError } from './route-error';
import { PageSpinner } from '@/components/ui/spinner';
import { loadNamespaces } from '@/lib/i18n';
import { adGuardLoader } from '@/features/ads/ad-pages';

/**
 * Every page is its own chunk; `page` turns a lazy import into a route's Component, and fetches
 * the page's catalog namespaces (web/src/locales/<lang>/<ns>.json) beside its code.
 */
function page<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T,
  options: { isProtected?: boolean; ns?: string[] } = {},
): Pick<RouteObject, 'lazy'> {
  const { isProtected = false, ns = [] } = options;
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(ns)]);
      const Page = module[name] as unknown as React.ComponentType;
      return {
        Component: isProtected
          ? () => (
              <ProtectedRoute>
                <Page />
              </ProtectedRoute>
            )
          : Page,
      };
    },
  };
}

export const routes: RouteObject[] = [
  // Outside the shared layout.
  {
    path: '/auth',
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    ...page(() => import('@/features/accounts/auth-page'), 'AuthPage', { ns: ['accounts'] }),
  },
  {
    path: '/reset-password',
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    ...page(() => import('@/features/accounts/reset-password-page'), 'ResetPasswordPage', { ns: ['accounts'] }),
  },
  {
    path: '/admin-setup',
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    ...page(() => import('@/features/admin-setup/admin-setup-page'), 'AdminSetupPage', { ns: ['adminSetup'] }),
  },
  {
    path: '/unsubscribe',
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    ...page(() => import('@/features/unsubscribe/unsubscribe-page'), 'UnsubscribePage', { ns: ['unsubscribe'] }),
  },
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageSpinner />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            ...page(() => import('./home-page'), 'HomePage', {
              ns: ['home', 'dailyQuestion', 'stats', 'gallery', 'ads'],
            }),
          },
          {
            path: 'about',
            ...page(() => import('@/features/pages/about-page'), 'AboutPage', { ns: ['pages', 'about', 'ads'] }),
          },
          {
            path: 'offerings',
            ...page(() => import('@/features/pages/offerings-page'), 'OfferingsPage', {
              ns: ['pages', 'offerings', 'ads'],
            }),
          },
          {
            path: 'community',
            ...page(() => import('@/features/community/community-page'), 'CommunityPage', {
              ns: ['community', 'stats', 'ads'],
            }),
          },
          {
            path: 'support',
            ...page(() => import('@/features/support/support-page'), 'SupportPage', { ns: ['support', 'stats'] }),
          },
          {
            path: 'donate',
            ...page(() => import('@/features/support/support-page'), 'SupportPage', { ns: ['support', 'stats'] }),
          },
          {
            path: 'docs/platform',
            ...page(() => import('@/features/pages/platform-guide-page'), 'PlatformGuidePage', {
              ns: ['pages', 'platformGuide', 'ads'],
            }),
          },
          {
            path: 'docs/donate',
            ...page(() => import('@/features/pages/donation-guide-page'), 'DonationGuidePage', {
              ns: ['pages', 'donationGuide', 'ads'],
            }),
          },
          {
            path: 'docs/rules',
            ...page(() => import('@/features/pages/rules-page'), 'RulesPage', { ns: ['pages', 'rules', 'ads'] }),
          },
          {
            path: 'privacy-policy',
            ...page(() => import('@/features/pages/privacy-page'), 'PrivacyPage', { ns: ['pages', 'privacy', 'ads'] }),
          },
          {
            path: 'terms-of-service',
            ...page(() => import('@/features/pages/terms-page'), 'TermsPage', { ns: ['pages', 'terms', 'ads'] }),
          },
          {
            path: 'refund-policy',
            ...page(() => import('@/features/pages/refund-page'), 'RefundPage', { ns: ['pages', 'refund', 'ads'] }),
          },
          {
            path: 'contact',
            ...page(() => import('@/features/pages/contact-page'), 'ContactPage', { ns: ['pages', 'contact'] }),
          },
          {
            path: 'forum',
            ...page(() => import('@/features/forum/forum-page'), 'ForumPage', { ns: ['forum', 'crisis'] }),
          },
          {
            path: 'forum/:postId',
            ...page(() => import('@/features/forum/post-page'), 'ForumPostPage', { ns: ['forum', 'crisis'] }),
          },
          {
            path: 'stories',
            ...page(() => import('@/features/stories/stories-page'), 'StoriesPage', { ns: ['stories', 'crisis'] }),
          },
          {
            path: 'stories/:id',
            ...page(() => import('@/features/stories/story-page'), 'StoryPage', { ns: ['stories', 'crisis'] }),
          },
          {
            path: 'events',
            ...page(() => import('@/features/events/events-page'), 'EventsPage', { ns: ['events', 'standing'] }),
          },
          {
            path: 'support-groups',
            ...page(() => import('@/features/support-groups/support-groups-page'), 'SupportGroupsPage', {
              ns: ['supportGroups'],
            }),
          },
          {
            path: 'resources',
            ...page(() => import('@/features/resources/resources-page'), 'ResourcesPage', { ns: ['resources'] }),
          },
          {
            path: 'resources/articles/:id',
            ...page(() => import('@/features/resources/article-page'), 'ArticlePage', { ns: ['resources'] }),
          },
          {
            path: 'chat',
            ...page(() => import('@/features/companion/chat-page'), 'ChatPage', {
              isProtected: true,
              ns: ['companion'],
            }),
          },
          { path: 'login', ...page(() => import('@/features/accounts/login-page'), 'LoginPage', { ns: ['accounts'] }) },
          {
            path: 'signup',
            ...page(() => import('@/features/accounts/signup-page'), 'SignupPage', { ns: ['accounts'] }),
          },
          {
            path: 'profile',
            ...page(() => import('@/features/profiles/profile-page'), 'ProfilePage', {
              isProtected: true,
              ns: ['profiles', 'people', 'safetyPlan', 'standing', 'notifications', 'push'],
            }),
          },
          {
            path: 'safety-plan',
            ...page(() => import('@/features/safety/safety-plan-page'), 'SafetyPlanPage', {
              isProtected: true,
              ns: ['safetyPlan'],
            }),
          },
          {
            path: 'user/:userId',
            ...page(() => import('@/features/profiles/public-profile-page'), 'PublicProfilePage', {
              isProtected: true,
              ns: ['profiles', 'people', 'memberPrivacy', 'mentors'],
            }),
          },
          {
            path: 'admin',
            ...page(() => import('@/features/admin/admin-page'), 'AdminPage', {
              isProtected: true,
              ns: ['admin', 'common', 'crisis', 'standing', 'mentors'],
            }),
          },
          {
            path: 'ngo-dashboard',
            ...page(() => import('@/features/ngo/ngo-dashboard-page'), 'NgoDashboardPage', {
              isProtected: true,
              ns: ['ngo', 'events', 'supportGroups'],
            }),
          },
          {
            path: 'connect',
            ...page(() => import('@/features/connect/connect-page'), 'ConnectPage', {
              ns: ['people', 'profiles', 'mentors'],
            }),
          },
          {
            path: 'mentors',
            ...page(() => import('@/features/mentors/mentors-page'), 'MentorsPage', { ns: ['mentors'] }),
          },
          {
            path: 'mentors/offer',
            ...page(() => import('@/features/mentors/offer-page'), 'OfferPage', { isProtected: true, ns: ['mentors'] }),
          },
          {
            path: 'notifications',
            ...page(() => import('@/features/notifications/notifications-page'), 'NotificationsPage', {
              isProtected: true,
              ns: ['notifications'],
            }),
          },
          {
            path: 'messages',
            ...page(() => import('@/features/messages/inbox-page'), 'InboxPage', { isProtected: true, ns: ['people'] }),
          },
          {
            path: 'messages/:userId',
            ...page(() => import('@/features/messages/chat-panel-page'), 'ChatPanelPage', {
              isProtected: true,
              ns: ['people', 'crisis'],
            }),
          },
          { path: '*', ...page(() => import('./not-found-page'), 'NotFoundPage') },
        ],
      },
    ],
  },
];

/**
 * Every navigation first passes the ad guard: once the ad script has loaded on a public page, a page
 * off the ads' allow-list is reached by a full page load instead (issue 10 item 5).
 */
export const router = createBrowserRouter([
  {
    id: 'ad-guard',
    loader: adGuardLoader,
    shouldRevalidate: () => true,
    hydrateFallbackElement: <PageSpinner />,
    children: routes,
  },
]);

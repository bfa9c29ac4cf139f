import { Suspense, useLayoutEffect, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useLocation, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './layout/root-layout';
import { ProtectedRoute } from './protected-route';
import { RouteErrorBoundary } from './route-error';
import { lazyWithRetry } from '@/components/part-boundary';
import { PageSpinner } from '@/components/ui/spinner';
import { loadNamespaces } from '@/lib/i18n';
import { sessionQueryOptions } from '@/lib/session';
import { isAdPage, isAdScriptLoaded } from '@/features/ads/ad-pages';

/** What `page` leaves on a route for the first load (main.tsx): the page's code and its catalog namespaces. */
export interface PageHandle {
  /** Fetches the page's code (once; again after a failure). */
  load: () => Promise<ComponentType>;
  ns: string[];
  isProtected: boolean;
  /** The data the page shows first, asked for beside its code on a first load (no skeleton, then content). */
  prefetch?: (queryClient: QueryClient, url: URL) => Promise<unknown>;
}

/** Who is signed in, for a page's first data: a visitor's browser asks for no member's data. */
const signedIn = (queryClient: QueryClient) => queryClient.fetchQuery(sessionQueryOptions()).catch(() => null);

/**
 * Every page is its own chunk (decision 0050: the router runs in declarative mode, the pages are
 * React.lazy components). `page` turns a lazy import into a route's element, and fetches the page's
 * catalog namespaces (web/src/locales/<lang>/<ns>.json) beside its code. A protected page checks the
 * session first, so a visitor who is not signed in is sent to /auth without fetching the page.
 */
function page<T extends Record<string, unknown>>(
  load: () => Promise<T>,
  name: keyof T,
  options: Pick<PageHandle, 'prefetch'> & { isProtected?: boolean; ns?: string[] } = {},
): Pick<RouteObject, 'element' | 'handle'> {
  const { isProtected = false, ns = [], prefetch } = options;
  let loading: Promise<ComponentType> | undefined;
  const handle: PageHandle = {
    load: () =>
      (loading ??= load().then(
        (module) => module[name] as unknown as ComponentType,
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    ns,
    isProtected,
    prefetch,
  };
  // A page whose code failed to load (offline) is fetched again by the error's "Try again", in place.
  const Page = lazyWithRetry(async () => {
    const [Component] = await Promise.all([handle.load(), loadNamespaces(ns)]);
    return { default: Component };
  });
  return {
    handle,
    element: (
      <RouteErrorBoundary onRetry={Page.retry}>
        {isProtected ? (
          <ProtectedRoute>
            <Page />
          </ProtectedRoute>
        ) : (
          <Page />
        )}
      </RouteErrorBoundary>
    ),
  };
}

export const routes: RouteObject[] = [
  // Outside the shared layout.
  {
    path: '/auth',
    ...page(() => import('@/features/accounts/auth-page'), 'AuthPage', { ns: ['accounts'] }),
  },
  {
    path: '/reset-password',
    ...page(() => import('@/features/accounts/reset-password-page'), 'ResetPasswordPage', { ns: ['accounts'] }),
  },
  {
    path: '/admin-setup',
    ...page(() => import('@/features/admin-setup/admin-setup-page'), 'AdminSetupPage', { ns: ['adminSetup'] }),
  },
  {
    path: '/unsubscribe',
    ...page(() => import('@/features/unsubscribe/unsubscribe-page'), 'UnsubscribePage', { ns: ['unsubscribe'] }),
  },
  {
    element: <RootLayout />,
    children: [
      {
        children: [
          {
            index: true,
            ...page(() => import('./home-page'), 'HomePage', {
              ns: ['home', 'dailyQuestion', 'stats', 'gallery', 'ads'],
              // The hero's live counts (members, groups), so its first paint shows the true figures.
              prefetch: (queryClient) =>
                import('@/lib/community-figures').then(({ communityFiguresQueryOptions }) =>
                  queryClient.prefetchQuery(communityFiguresQueryOptions()),
                ),
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
            ...page(() => import('@/features/forum/forum-page'), 'ForumPage', {
              ns: ['forum', 'crisis'],
              // The newest posts (the list a visitor without a search or filter sees).
              prefetch: async (queryClient, url) => {
                if (url.search) return;
                const { postListOptions } = await import('@/features/forum/api');
                await queryClient.prefetchInfiniteQuery(postListOptions({ q: '', role: '' }));
              },
            }),
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
            path: 'support-groups/:id',
            ...page(() => import('@/features/support-groups/group-page'), 'GroupPage', {
              ns: ['supportGroups', 'crisis'],
            }),
          },
          {
            path: 'my-groups',
            ...page(() => import('@/features/support-groups/my-groups-page'), 'MyGroupsPage', {
              isProtected: true,
              ns: ['supportGroups'],
            }),
          },
          {
            path: 'resources',
            ...page(() => import('@/features/resources/resources-page'), 'ResourcesPage', { ns: ['resources'] }),
          },
          {
            path: 'help/costs',
            ...page(() => import('@/features/costs/costs-page'), 'CostsPage', { ns: ['costs', 'states'] }),
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
              // The open conversation and the history, so the first paint shows Forti's greeting.
              prefetch: async (queryClient, url) => {
                const [user, { prefetchChat }] = await Promise.all([
                  signedIn(queryClient),
                  import('@/features/companion/api'),
                ]);
                if (!user) return;
                // A failure here is the page's to show: it asks again as it renders.
                const asked = url.searchParams.get('conversation');
                const opened = await prefetchChat(queryClient, asked).catch(() => null);
                // The address names the conversation before the first render (as the page would just
                // after it), so the first paint is the conversation itself and nothing moves after it.
                if (opened && !asked && window.location.pathname === url.pathname && !window.location.search) {
                  const next = new URL(window.location.href);
                  next.searchParams.set('conversation', opened);
                  window.history.replaceState(window.history.state, '', next);
                }
              },
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
              ns: ['profiles', 'people', 'safetyPlan', 'standing', 'notifications', 'push', 'supportGroups', 'trust'],
            }),
          },
          {
            // After sign-up (decision 0062): who you are, cancer type and language, then three first steps.
            path: 'welcome',
            ...page(() => import('@/features/welcome/welcome-page'), 'WelcomePage', {
              isProtected: true,
              ns: ['welcome', 'profiles'],
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
              ns: ['admin', 'common', 'crisis', 'standing', 'mentors', 'donors', 'trust'],
            }),
          },
          {
            path: 'ngo-dashboard',
            ...page(() => import('@/features/ngo/ngo-dashboard-page'), 'NgoDashboardPage', {
              isProtected: true,
              ns: ['ngo', 'events', 'supportGroups', 'donors'],
            }),
          },
          {
            path: 'connect',
            ...page(() => import('@/features/connect/connect-page'), 'ConnectPage', {
              ns: ['people', 'profiles', 'mentors'],
              // A member's first list (Discover without a search) and the tabs' counts, so the first
              // paint is the page with its cards, not skeletons that the cards replace. A visitor
              // (no session) is shown the sign-in prompt and asks for neither.
              prefetch: async (queryClient, url) => {
                if (url.search) return;
                const [user, { discoverOptions, connectionCountsOptions }] = await Promise.all([
                  signedIn(queryClient),
                  import('@/entities/people/api'),
                ]);
                if (!user) return;
                await Promise.all([
                  queryClient.prefetchInfiniteQuery(discoverOptions('')),
                  queryClient.prefetchQuery(connectionCountsOptions()),
                ]);
              },
            }),
          },
          {
            path: 'mentors',
            ...page(() => import('@/features/mentors/mentors-page'), 'MentorsPage', { ns: ['mentors', 'states'] }),
          },
          {
            path: 'donors',
            ...page(() => import('@/features/donors/donors-page'), 'DonorsPage', { ns: ['donors'] }),
          },
          {
            path: 'donors/requests/:id',
            ...page(() => import('@/features/donors/request-page'), 'DonorRequestPage', {
              isProtected: true,
              ns: ['donors'],
            }),
          },
          {
            path: 'mentors/offer',
            ...page(() => import('@/features/mentors/offer-page'), 'OfferPage', {
              isProtected: true,
              ns: ['mentors', 'states'],
            }),
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
 * The app's pages. Every navigation first passes the ad guard: once the ad script has loaded on a
 * public page, a page off the ads' allow-list is reached by a full page load instead, and is never
 * drawn beside the script (issue 10 item 5).
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  const blocked = isAdScriptLoaded() && !isAdPage(location.pathname);
  useLayoutEffect(() => {
    if (blocked) window.location.assign(`${location.pathname}${location.search}${location.hash}`);
  }, [blocked, location]);
  if (blocked) return null;
  // A page outside the layout (sign-in, password reset…) waits for its code here; one inside waits
  // in the layout's main region, below the header.
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSpinner />}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}

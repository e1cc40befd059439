import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router-dom';
import { PageSpinner } from '@/components/ui/page-spinner';
import type { PlaceholderPageName } from '@/components/ui/placeholder-page';
import { paths } from '@/config/paths';
import { otherScreenTexts } from '@/lib/i18n';
import { withRetriedLazy } from '@/lib/retried-import';
import { loginOAuth2Loader } from './routes/login-oauth2';
import { coursesLoader, quizLoader, signedInFrameLoader, welcomeLoader } from './routes/prefetch';
import { RootRoute, signedInRedirectLoader, tokenParameterLoader } from './routes/root';
import { RouteErrorPage } from './routes/route-error';

// Screens whose services do not exist yet; each becomes its own lazy route module when its feature lands.
function placeholder(page: PlaceholderPageName) {
  return async () => {
    const { PlaceholderPage } = await import('@/components/ui/placeholder-page');
    return { element: <PlaceholderPage page={page} /> };
  };
}

/** A route's screen: the component its lazily loaded module exports under `name`. */
function screen<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  return () => load().then((module) => ({ Component: module[name] }));
}

/**
 * A page outside the first screens (login, the welcome screen, the course list): its module and the rest of the
 * language's texts load together, so it never shows a key (lib/i18n.ts).
 */
function laterScreen<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
) {
  const loadScreen = screen(load, name);
  return () => Promise.all([loadScreen(), otherScreenTexts()]).then(([route]) => route);
}

/** A route of a later screen (laterScreen) at `path`. */
function laterPage<Name extends string, Module extends Record<Name, ComponentType>>(
  path: string,
  load: () => Promise<Module>,
  name: Name,
): RouteObject {
  return { path, lazy: laterScreen(load, name) };
}

/** The browser router, each route's code asked for again when it failed to arrive once (lib/retried-import.ts). */
const createRetryingRouter = (routes: RouteObject[]) => createBrowserRouter(withRetriedLazy(routes));

/** Course and question authoring, under the content author's frame (routes/app/content-author.tsx). */
const authoringPages: RouteObject[] = [
  laterPage(paths.courseCreate, () => import('./routes/app/course-create'), 'CourseCreateRoute'),
  laterPage(paths.courseList, () => import('./routes/app/course-list'), 'CourseListRoute'),
  laterPage(paths.courseEdit, () => import('./routes/app/course-edit'), 'CourseEditRoute'),
  laterPage(paths.questionCreate, () => import('./routes/app/question-create'), 'QuestionCreateRoute'),
  laterPage(paths.questionCourses, () => import('./routes/app/question-courses'), 'QuestionCoursesRoute'),
  laterPage(paths.courseQuestions, () => import('./routes/app/course-questions'), 'CourseQuestionsRoute'),
  laterPage(paths.questionEdit, () => import('./routes/app/question-edit'), 'QuestionEditRoute'),
];

/** The pages in the signed-in frame, with its header and menu. */
const signedInPages: RouteObject[] = [
  { index: true, loader: welcomeLoader, lazy: screen(() => import('./routes/app/welcome'), 'WelcomeRoute') },
  laterPage(paths.profile, () => import('./routes/app/profile'), 'ProfileRoute'),
  laterPage(paths.plan, () => import('./routes/app/plan'), 'PlanRoute'),
  laterPage(paths.teams, () => import('./routes/app/teams'), 'TeamsRoute'),
  laterPage(paths.team, () => import('./routes/app/team'), 'TeamRoute'),
  laterPage(paths.joinTeam, () => import('./routes/app/join-team'), 'JoinTeamRoute'),
  laterPage(paths.sql, () => import('./routes/app/sql'), 'SqlRoute'),
  {
    path: paths.courses,
    loader: coursesLoader,
    lazy: screen(() => import('./routes/app/courses'), 'CoursesRoute'),
  },
  {
    lazy: laterScreen(() => import('./routes/app/content-author'), 'ContentAuthorRoute'),
    children: authoringPages,
  },
  laterPage(paths.textToQuiz, () => import('./routes/app/text-to-quiz'), 'TextToQuizRoute'),
  laterPage(paths.photoToQuiz, () => import('./routes/app/photo-to-quiz'), 'PhotoToQuizRoute'),
  // Its texts are the first screens' (quiz, memory); what shows only after the first question (the AI explanation)
  // loads the rest itself, so the first question waits for no more (issue 19).
  { path: paths.quiz, loader: quizLoader, lazy: screen(() => import('./routes/app/quiz'), 'QuizRoute') },
  laterPage(paths.progress, () => import('./routes/app/progress'), 'ProgressRoute'),
  laterPage(paths.paywall, () => import('./routes/app/paywall'), 'PaywallRoute'),
  laterPage(paths.educatorContact, () => import('./routes/app/educator-contact'), 'EducatorContactRoute'),
  { path: paths.assignments, lazy: screen(() => import('./routes/app/assignments'), 'AssignmentsRoute') },
  {
    path: paths.assignment,
    lazy: screen(() => import('./routes/app/assignment-results'), 'AssignmentResultsRoute'),
  },
  laterPage(paths.liveNew, () => import('./routes/app/live-new'), 'LiveNewRoute'),
  laterPage(paths.liveGames, () => import('./routes/app/live-games'), 'LiveGamesRoute'),
  { path: paths.testCourses, lazy: placeholder('testCourses') },
  { path: paths.testLayout, lazy: placeholder('testLayout') },
];

export function createAppRouter() {
  return createRetryingRouter([
    {
      path: paths.home,
      loader: tokenParameterLoader,
      Component: RootRoute,
      HydrateFallback: PageSpinner,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          path: paths.login,
          loader: signedInRedirectLoader,
          lazy: screen(() => import('./routes/login'), 'LoginRoute'),
        },
        {
          path: paths.register,
          loader: signedInRedirectLoader,
          lazy: laterScreen(() => import('./routes/register'), 'RegisterRoute'),
        },
        { path: paths.loginOAuth2, loader: loginOAuth2Loader },
        laterPage(paths.logout, () => import('./routes/logout'), 'LogoutRoute'),
        {
          loader: signedInFrameLoader,
          lazy: screen(() => import('./routes/app/layout'), 'AppLayoutRoute'),
          // Errors of a page replace the page, not the header and menu.
          children: [{ ErrorBoundary: RouteErrorPage, children: signedInPages }],
        },
        // A live game's screens stand alone, without the menu: the host's projector and the players' phones (these
        // two also for guests, see RoutingRules).
        {
          ErrorBoundary: RouteErrorPage,
          children: [
            laterPage(paths.liveHost, () => import('./routes/live-host'), 'LiveHostRoute'),
            laterPage(paths.livePlay, () => import('./routes/live-play'), 'LivePlayRoute'),
            laterPage(paths.livePlayPin, () => import('./routes/live-play'), 'LivePlayRoute'),
          ],
        },
        // The privacy notice and the accessibility statement are for everyone, signed in or not (issue 44).
        laterPage(paths.privacy, () => import('./routes/legal'), 'PrivacyRoute'),
        laterPage(paths.accessibility, () => import('./routes/legal'), 'AccessibilityRoute'),
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ]);
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}

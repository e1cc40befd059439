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

/**
 * A page outside the first screens (login, the welcome screen, the course list): its module and the rest of the
 * language's texts load together, so it never shows a key (lib/i18n.ts).
 */
function withOtherTexts<Route>(load: () => Promise<Route>): () => Promise<Route> {
  return () => Promise.all([load(), otherScreenTexts()]).then(([route]) => route);
}

/** The browser router, each route's code asked for again when it failed to arrive once (lib/retried-import.ts). */
const createRetryingRouter = (routes: RouteObject[]) => createBrowserRouter(withRetriedLazy(routes));

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
          lazy: () => import('./routes/login').then((module) => ({ Component: module.LoginRoute })),
        },
        {
          path: paths.register,
          loader: signedInRedirectLoader,
          lazy: withOtherTexts(() =>
            import('./routes/register').then((module) => ({ Component: module.RegisterRoute })),
          ),
        },
        { path: paths.loginOAuth2, loader: loginOAuth2Loader },
        {
          path: paths.logout,
          lazy: withOtherTexts(() =>
            import('./routes/logout').then((module) => ({ Component: module.LogoutRoute })),
          ),
        },
        {
          loader: signedInFrameLoader,
          lazy: () => import('./routes/app/layout').then((module) => ({ Component: module.AppLayoutRoute })),
          children: [
            {
              // Errors of a page replace the page, not the header and menu.
              ErrorBoundary: RouteErrorPage,
              children: [
                {
                  index: true,
                  loader: welcomeLoader,
                  lazy: () =>
                    import('./routes/app/welcome').then((module) => ({ Component: module.WelcomeRoute })),
                },
                {
                  path: paths.profile,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/profile').then((module) => ({ Component: module.ProfileRoute })),
                  ),
                },
                {
                  path: paths.plan,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/plan').then((module) => ({ Component: module.PlanRoute })),
                  ),
                },
                {
                  path: paths.teams,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/teams').then((module) => ({ Component: module.TeamsRoute })),
                  ),
                },
                {
                  path: paths.team,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/team').then((module) => ({ Component: module.TeamRoute })),
                  ),
                },
                {
                  path: paths.joinTeam,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/join-team').then((module) => ({ Component: module.JoinTeamRoute })),
                  ),
                },
                {
                  path: paths.sql,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/sql').then((module) => ({ Component: module.SqlRoute })),
                  ),
                },
                {
                  path: paths.courses,
                  loader: coursesLoader,
                  lazy: () =>
                    import('./routes/app/courses').then((module) => ({ Component: module.CoursesRoute })),
                },
                {
                  lazy: withOtherTexts(() =>
                    import('./routes/app/content-author').then((module) => ({
                      Component: module.ContentAuthorRoute,
                    })),
                  ),
                  children: [
                    {
                      path: paths.courseCreate,
                      lazy: withOtherTexts(() =>
                        import('./routes/app/course-create').then((module) => ({
                          Component: module.CourseCreateRoute,
                        })),
                      ),
                    },
                    {
                      path: paths.courseList,
                      lazy: withOtherTexts(() =>
                        import('./routes/app/course-list').then((module) => ({
                          Component: module.CourseListRoute,
                        })),
                      ),
                    },
                    {
                      path: paths.courseEdit,
                      lazy: withOtherTexts(() =>
                        import('./routes/app/course-edit').then((module) => ({
                          Component: module.CourseEditRoute,
                        })),
                      ),
                    },
                    {
                      path: paths.questionCreate,
                      lazy: withOtherTexts(() =>
                        import('./routes/app/question-create').then((module) => ({
                          Component: module.QuestionCreateRoute,
                        })),
                      ),
                    },
                    {
                      path: paths.questionCourses,
                      lazy: withOtherTexts(() =>
                        import('./routes/app/question-courses').then((module) => ({
                          Component: module.QuestionCoursesRoute,
                        })),
                      ),
                    },
                    {
                      path: paths.courseQuestions,
                      lazy: withOtherTexts(() =>
                        import('./routes/app/course-questions').then((module) => ({
                          Component: module.CourseQuestionsRoute,
                        })),
                      ),
                    },
                    {
                      path: paths.questionEdit,
                      lazy: withOtherTexts(() =>
                        import('./routes/app/question-edit').then((module) => ({
                          Component: module.QuestionEditRoute,
                        })),
                      ),
                    },
                  ],
                },
                {
                  path: paths.textToQuiz,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/text-to-quiz').then((module) => ({
                      Component: module.TextToQuizRoute,
                    })),
                  ),
                },
                {
                  path: paths.photoToQuiz,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/photo-to-quiz').then((module) => ({
                      Component: module.PhotoToQuizRoute,
                    })),
                  ),
                },
                {
                  // Its texts are the first screens' (quiz, memory); what shows only after the first question (the AI
                  // explanation) loads the rest itself, so the first question waits for no more (issue 19).
                  path: paths.quiz,
                  loader: quizLoader,
                  lazy: () => import('./routes/app/quiz').then((module) => ({ Component: module.QuizRoute })),
                },
                {
                  path: paths.progress,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/progress').then((module) => ({ Component: module.ProgressRoute })),
                  ),
                },
                {
                  path: paths.paywall,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/paywall').then((module) => ({ Component: module.PaywallRoute })),
                  ),
                },
                {
                  path: paths.educatorContact,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/educator-contact').then((module) => ({
                      Component: module.EducatorContactRoute,
                    })),
                  ),
                },
                {
                  path: paths.assignments,
                  lazy: () =>
                    import('./routes/app/assignments').then((module) => ({
                      Component: module.AssignmentsRoute,
                    })),
                },
                {
                  path: paths.assignment,
                  lazy: () =>
                    import('./routes/app/assignment-results').then((module) => ({
                      Component: module.AssignmentResultsRoute,
                    })),
                },
                {
                  path: paths.liveNew,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/live-new').then((module) => ({ Component: module.LiveNewRoute })),
                  ),
                },
                {
                  path: paths.liveGames,
                  lazy: withOtherTexts(() =>
                    import('./routes/app/live-games').then((module) => ({
                      Component: module.LiveGamesRoute,
                    })),
                  ),
                },
                { path: paths.testCourses, lazy: placeholder('testCourses') },
                { path: paths.testLayout, lazy: placeholder('testLayout') },
              ],
            },
          ],
        },
        // A live game's screens stand alone, without the menu: the host's projector and the players' phones (these
        // two also for guests, see RoutingRules).
        {
          ErrorBoundary: RouteErrorPage,
          children: [
            {
              path: paths.liveHost,
              lazy: withOtherTexts(() =>
                import('./routes/live-host').then((module) => ({ Component: module.LiveHostRoute })),
              ),
            },
            {
              path: paths.livePlay,
              lazy: withOtherTexts(() =>
                import('./routes/live-play').then((module) => ({ Component: module.LivePlayRoute })),
              ),
            },
            {
              path: paths.livePlayPin,
              lazy: withOtherTexts(() =>
                import('./routes/live-play').then((module) => ({ Component: module.LivePlayRoute })),
              ),
            },
          ],
        },
        // The privacy notice and the accessibility statement are for everyone, signed in or not (issue 44).
        {
          path: paths.privacy,
          lazy: withOtherTexts(() =>
            import('./routes/legal').then((module) => ({ Component: module.PrivacyRoute })),
          ),
        },
        {
          path: paths.accessibility,
          lazy: withOtherTexts(() =>
            import('./routes/legal').then((module) => ({ Component: module.AccessibilityRoute })),
          ),
        },
        { path: '*', element: <Navigate to={paths.home} replace /> },
      ],
    },
  ]);
}

export type AppRouterInstance = ReturnType<typeof createAppRouter>;

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}

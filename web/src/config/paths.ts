// Every route of SPEC §2 in one place; route definitions and links both read from here.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  loginOAuth2: '/login/oauth2',
  logout: '/logout',
  profile: '/profile',
  teams: '/teams',
  team: '/teams/:id',
  courses: '/courses',
  courseCreate: '/courses/create',
  courseList: '/courses/list',
  courseEdit: '/courses/:id/edit',
  questionCreate: '/questions/create',
  questionCourses: '/questions/course',
  courseQuestions: '/questions/course/:courseId',
  questionEdit: '/questions/:id/edit',
  textToQuiz: '/texttoquiz',
  photoToQuiz: '/phototoquiz',
  sql: '/sql',
  quiz: '/quiz/:courseName',
  paywall: '/paywall',
  educatorContact: '/educator-contact',
  testCourses: '/test-courses',
  testLayout: '/testlayout',
} as const;

export function teamPath(id: string): string {
  return `/teams/${encodeURIComponent(id)}`;
}

/** Served by the auth service, outside the single-page app: a full browser navigation. */
export const GOOGLE_LOGIN_URL = '/oauth2/authorization/google';

// Every route of SPEC §2 in one place; route definitions and links both read from here.
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  loginOAuth2: '/login/oauth2',
  logout: '/logout',
  profile: '/profile',
  /** A member's plan: cancel, resume, invoices (issue 41). */
  plan: '/profile/plan',
  teams: '/teams',
  team: '/teams/:id',
  /** A team's join link (issue 41): a signed-in student who opens it joins the team. */
  joinTeam: '/join/:code',
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
  progress: '/progress/:courseName',
  paywall: '/paywall',
  educatorContact: '/educator-contact',
  /** An educator's assignments (issue 18), and one of them with its results. */
  assignments: '/assignments',
  assignment: '/assignments/:assignmentId',
  liveNew: '/live/new',
  liveGames: '/live/games',
  liveHost: '/live/host/:gameId',
  /** A player's way in; open without logging in (issue 17), like `livePlayPin`, the QR code's address. */
  livePlay: '/live',
  livePlayPin: '/live/:pin',
  /** Public statements (issue 44): open without logging in, like the live game's way in. */
  privacy: '/privacy',
  accessibility: '/accessibility',
  testCourses: '/test-courses',
  testLayout: '/testlayout',
} as const;

/** SPEC §2: the query parameter a sign-in's token comes in, on any page. */
export const TOKEN_PARAMETER = 'token';

/** The join link's page for `code`; JOIN_PATH_PREFIX in the contracts is the server's half of it. */
export function joinTeamPath(code: string): string {
  return `/join/${encodeURIComponent(code)}`;
}

export function isJoinTeamPath(pathname: string): boolean {
  return /^\/join\/[^/]+$/.test(pathname);
}

export function teamPath(id: string): string {
  return `/teams/${encodeURIComponent(id)}`;
}

/** A numeric id from a route parameter (`/courses/7/edit`); null when the parameter is not one. */
export function idFromPath(parameter: string | undefined): number | null {
  if (parameter === undefined || !/^\d{1,15}$/.test(parameter)) return null;
  const id = Number(parameter);
  return id > 0 ? id : null;
}

export function courseEditPath(courseId: number): string {
  return `/courses/${courseId}/edit`;
}

/** Question create, with the course preselected when given (SPEC §2 query parameter `course`). */
export function questionCreatePath(courseName?: string): string {
  return courseName ? `/questions/create?course=${encodeURIComponent(courseName)}` : '/questions/create';
}

/** SPEC §2: a course's quiz session. */
export function quizPath(courseName: string): string {
  return `/quiz/${encodeURIComponent(courseName)}`;
}

/** The search parameter that makes the quiz page start a REVIEW or MISTAKES session instead of resuming one. */
const QUIZ_DRILL_PARAM = 'drill';

/** A course's quiz that starts a REVIEW or MISTAKES session (the welcome screen's "Repetera nu"). */
export function quizDrillPath(courseName: string, drill: 'REVIEW' | 'MISTAKES'): string {
  return `${quizPath(courseName)}?${QUIZ_DRILL_PARAM}=${drill}`;
}

/** The session a quiz page's address asks to start, if any: other values resume as a plain address does. */
export function quizDrillOf(search: URLSearchParams): 'REVIEW' | 'MISTAKES' | undefined {
  const drill = search.get(QUIZ_DRILL_PARAM);
  return drill === 'REVIEW' || drill === 'MISTAKES' ? drill : undefined;
}

/** The student's progress in one course. */
export function progressPath(courseName: string): string {
  return `/progress/${encodeURIComponent(courseName)}`;
}

export function courseQuestionsPath(courseId: number): string {
  return `/questions/course/${courseId}`;
}

export function questionEditPath(questionId: number): string {
  return `/questions/${questionId}/edit`;
}

/** An assignment's results page. */
export function assignmentPath(assignmentId: string): string {
  return `/assignments/${encodeURIComponent(assignmentId)}`;
}

/** A live game's host screen, for the projector. */
export function liveHostPath(gameId: string): string {
  return `/live/host/${encodeURIComponent(gameId)}`;
}

/** A live game's player screen, the PIN filled in (the join URL the QR code carries has this form). */
export function livePlayPath(pin: string): string {
  return `/live/${encodeURIComponent(pin)}`;
}

/** The player screens, which a logged-out visitor may open too: `/live` and `/live/{pin}`. */
export function isLivePlayPath(pathname: string): boolean {
  return pathname === paths.livePlay || /^\/live\/\d{1,12}$/.test(pathname);
}

/** Served by the auth service, outside the single-page app: a full browser navigation. */
export const GOOGLE_LOGIN_URL = '/oauth2/authorization/google';

// How the first screens' JavaScript is cut into chunks (issue 12: /login and /courses within 150 kB gzipped; issue 19:
// a quiz's first question too). Gzip compresses one file better than the same code in many: Rolldown's default split
// along the lazy routes gave /courses 50 files, ~16 kB more than the same bytes in a few. So each first screen gets
// whole chunks:
//   framework  - the libraries the first screens use (a library module only a later page uses stays with that page,
//                so a picker's search on a teacher's page costs a student's first load nothing), and every module
//                /login shares with the app's first screens or a quiz's first question;
//   app-shell  - what the app's first screens (the frame, the welcome screen, the course list) share with a quiz's
//                first question;
//   app-pages  - what only the app's first screens need;
//   quiz-page  - what only a quiz's first question needs;
//   login-page - what only /login needs;
//   form-field - of that, the form and password fields (form-field.tsx), which a quiz loads after its first question
//                (the start form).
// Everything else stays split by Rolldown along the lazy routes.
import path from 'node:path';

/** The modules each first screen starts from: the entry, then the lazy route modules it waits for (router.tsx). */
const LOGIN_ROOTS = ['src/main.tsx', 'src/app/routes/login.tsx'];
const FORM_FIELD_ROOTS = ['src/components/ui/form-field.tsx'];
/** A quiz's first question (issue 19), with the frame it shows in. */
const QUIZ_ROOTS = ['src/main.tsx', 'src/app/routes/app/layout.tsx', 'src/app/routes/app/quiz.tsx'];
const APP_ROOTS = [
  'src/main.tsx',
  'src/app/routes/app/layout.tsx',
  'src/app/routes/app/welcome.tsx',
  'src/app/routes/app/courses.tsx',
];

/**
 * Vite plugin computing, once the module graph is known, which modules each group captures, and the groups for
 * `build.rolldownOptions.output.codeSplitting.groups` (Rolldown asks the groups' `test` only after the build).
 * @param {RegExp} frameworkModule the libraries that go into the framework chunk where a first screen uses them
 */
export function firstScreenChunks(frameworkModule) {
  /** @type {Set<string>} */
  const login = new Set();
  /** @type {Set<string>} */
  const app = new Set();
  /** @type {Set<string>} */
  const formField = new Set();
  /** @type {Set<string>} */
  const quiz = new Set();
  let root = '';
  /** @type {import('vite').Plugin} */
  const plugin = {
    name: 'quizdrill-first-screen-chunks',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      /**
       * Every module the roots import statically, the roots included.
       * @param {string[]} roots
       * @param {Set<string>} into
       */
      const collect = (roots, into) => {
        into.clear();
        /** @param {string} id */
        const visit = (id) => {
          if (into.has(id)) return;
          into.add(id);
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
        };
        for (const module of roots) visit(path.join(root, module));
      };
      collect(LOGIN_ROOTS, login);
      collect(APP_ROOTS, app);
      collect(FORM_FIELD_ROOTS, formField);
      collect(QUIZ_ROOTS, quiz);
    },
  };
  /**
   * Only /login's: what the app's first screens or a quiz question share with it is the framework's, else they would
   * fetch /login's chunk for it (a group takes the modules its modules import too).
   * @param {string} id
   */
  const loginOnly = (id) => login.has(id) && !app.has(id) && !quiz.has(id);
  const groups = [
    {
      name: 'framework',
      /** @param {string} id */
      test: (id) =>
        (frameworkModule.test(id) && (login.has(id) || app.has(id) || quiz.has(id))) ||
        (login.has(id) && (app.has(id) || quiz.has(id))),
      priority: 20,
    },
    {
      name: 'app-shell',
      /** @param {string} id */ test: (id) => app.has(id) && !login.has(id) && quiz.has(id),
      priority: 10,
    },
    {
      name: 'app-pages',
      /** @param {string} id */ test: (id) => app.has(id) && !login.has(id) && !quiz.has(id),
      priority: 10,
    },
    {
      name: 'quiz-page',
      /** @param {string} id */ test: (id) => quiz.has(id) && !login.has(id) && !app.has(id),
      priority: 10,
    },
    {
      name: 'form-field',
      /** @param {string} id */
      test: (id) => formField.has(id) && loginOnly(id),
      priority: 15,
    },
    {
      name: 'login-page',
      /** @param {string} id */ test: loginOnly,
      priority: 10,
    },
  ];
  return { plugin, groups };
}

// How the first screens' JavaScript is cut into chunks (issue 12: /login and /courses within 150 kB gzipped).
// Gzip compresses one file better than the same code in many: Rolldown's default split along the lazy routes gave
// /courses 50 files, ~16 kB more than the same bytes in a few. So each first screen gets whole chunks:
//   framework  - the libraries every page needs, and every module both /login and the app's first screens import;
//   app-shell  - what only the app's first screens need (the frame, the welcome screen, the course list);
//   login-page - what only /login needs.
// Everything else stays split by Rolldown along the lazy routes.
import path from 'node:path';

/** The modules each first screen starts from: the entry, then the lazy route modules it waits for (router.tsx). */
const LOGIN_ROOTS = ['src/main.tsx', 'src/app/routes/login.tsx'];
const APP_ROOTS = [
  'src/main.tsx',
  'src/app/routes/app/layout.tsx',
  'src/app/routes/app/welcome.tsx',
  'src/app/routes/app/courses.tsx',
];

/**
 * Vite plugin computing, once the module graph is known, which modules each group captures, and the groups for
 * `build.rolldownOptions.output.codeSplitting.groups` (Rolldown asks the groups' `test` only after the build).
 * @param {RegExp} frameworkModule the libraries that go into the framework chunk wherever they are used
 */
export function firstScreenChunks(frameworkModule) {
  /** @type {Set<string>} */
  const login = new Set();
  /** @type {Set<string>} */
  const app = new Set();
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
    },
  };
  const groups = [
    {
      name: 'framework',
      /** @param {string} id */
      test: (id) => frameworkModule.test(id) || (login.has(id) && app.has(id)),
      priority: 20,
    },
    {
      name: 'app-shell',
      /** @param {string} id */ test: (id) => app.has(id) && !login.has(id),
      priority: 10,
    },
    {
      name: 'login-page',
      /** @param {string} id */ test: (id) => login.has(id) && !app.has(id),
      priority: 10,
    },
  ];
  return { plugin, groups };
}

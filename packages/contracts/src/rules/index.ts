// The browser's entry, `@quizdrill/contracts/rules`: every limit and pure rule the services' schemas apply, with no
// dependency (no TypeBox), so the web app checks its forms by the same numbers without bundling a schema library.
export * from './account.js';
export * from './ai.js';
export * from './answers.js';
export * from './billing.js';
export * from './classroom.js';
export * from './content.js';
export * from './input.js';
export * from './quiz.js';
export * from './settings.js';
// Not here, each an entry of its own that only its pages need: ./teams.js (`@quizdrill/contracts/rules/teams`),
// ./names.js (the live game's join page), ./math.js (the typesetter's chunk and the question editor),
// ./retention.js (the privacy page) and ./sql-console.js (the console) — a rule in this entry is bundled with the
// web's first screens, which import it for a limit or two.

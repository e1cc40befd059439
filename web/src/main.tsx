import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './app/router';
import { closeFirstCalls } from './lib/first-call-handoff';
import { initI18n, otherScreenTexts } from './lib/i18n';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

// The router starts loading the page's modules at once, while the language's texts load beside them; the first
// render waits for the texts only, so no translation key is ever painted.
const router = createAppRouter();
// Once the first navigation is done its loaders have taken the calls the route preloads script sent: what is left
// would be stale for a later ask.
if (router.state.initialized) closeFirstCalls();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    closeFirstCalls();
  });
}
await initI18n();

createRoot(rootElement).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
// The rest of the texts, once the first screen has rendered (its modules were asked for before). A page that needs
// them waits for the same load, and tries again when it failed.
otherScreenTexts().catch(() => undefined);

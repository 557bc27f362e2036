// Mantine styles in the `mantine` cascade layer, so the app's own CSS always wins whatever the load order.
// The shell loads only the components the shell and home page render; every other page loads the full
// sheet with its code (router.tsx `page()`), so later pages never miss a component's styles.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Divider.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
// Self-hosted fonts: only the subsets and weights the UI uses; woff2 files load on first use (unicode-range).
import '@fontsource/noto-sans/latin-400.css';
import '@fontsource/noto-sans/latin-600.css';
import '@fontsource/noto-sans/latin-700.css';
import '@fontsource/noto-sans-gujarati/gujarati-400.css';
import '@fontsource/noto-sans-gujarati/gujarati-600.css';
import '@fontsource/noto-sans-gujarati/gujarati-700.css';
import './app/global.css';

import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter, createRoutes, loadMatchedRoutes } from './app/router';
import { readSsrState } from './app/ssr-state';
import { i18n, initI18n } from './lib/i18n';
import { startInstallApp } from './lib/install-app';
import { syncSignedInCookie } from './lib/storage';

syncSignedInCookie();
startInstallApp();
const i18nReady = initI18n().then(
  () => true,
  (error: unknown) => {
    console.error(error); // spec §8: start-up failures go to the console
    return false;
  },
);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const queryClient = createQueryClient();

function renderInBrowser(root: HTMLElement): void {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={createAppRouter(queryClient)} />
    </StrictMode>,
  );
}

/**
 * A page the server rendered (home, a profile, a category search) is hydrated: its HTML stays, once the dictionary and the page's code
 * are here. Hydration runs as a transition, in slices, so a slow phone stays responsive meanwhile. Any other page,
 * or one rendered in another language than the visitor's, renders in the browser as before.
 */
async function start(root: HTMLElement): Promise<void> {
  const ssr = readSsrState();
  if (ssr && root.firstElementChild && (await i18nReady) && i18n.language === ssr.language) {
    hydrate(queryClient, ssr.queries);
    const routes = createRoutes(queryClient);
    try {
      await loadMatchedRoutes(routes, window.location.pathname);
    } catch (error) {
      console.error(error); // the page's code did not arrive: the browser renders it (its error page, a retry)
      renderInBrowser(root);
      return;
    }
    const router = createAppRouter(queryClient, { routes, hydrationData: ssr.router });
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <App queryClient={queryClient} router={router} />
        </StrictMode>,
      );
    });
    return;
  }
  renderInBrowser(root);
}

void start(container);

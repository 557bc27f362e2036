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

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, routerReady } from './app/app';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';

/**
 * The first render waits (at most FIRST_RENDER_WAIT_MS) for the dictionary and the first page's code, which
 * load in parallel (the boot script preloads both). The page then paints once, complete, instead of an overlay,
 * then the shell, then the page: three passes of work on a slow phone, and a late largest paint (issue 4).
 * A slow network still gets the loading overlay after the wait.
 */
const FIRST_RENDER_WAIT_MS = 1500;

const i18nReady = initI18n().catch((error: unknown) => console.error(error)); // spec §8: start-up failures go to the console
const queryClient = createQueryClient();
const router = createAppRouter(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

await Promise.race([
  Promise.all([i18nReady, routerReady(router)]),
  new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS)),
]);

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);

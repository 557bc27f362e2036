import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { mockFetch, newQueryClient, ok, renderRoutes } from '../test/utils';
import { createRoutes } from './router';

function renderApp(initialPath: string) {
  mockFetch({
    'GET /api/settings/public': () =>
      ok({
        site_name: 'Gujarat Business Directory',
        payment_provider_type: null,
        support_phone: null,
        support_email: null,
      }),
    'GET /api/categories': () => ok([]),
    'GET /api/businesses': () => ok({ rows: [], count: 0 }),
  });
  const queryClient = newQueryClient();
  return renderRoutes(createRoutes(queryClient), { initialPath, queryClient });
}

describe('router', () => {
  it('renders the home page inside the shell, titled "{page} · {site name}"', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gujarat Business Directory' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    await waitFor(() => expect(document.title).toBe('Home · Gujarat Business Directory'));
  });

  it('titles the page in Gujarati when Gujarati is chosen', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await i18n.changeLanguage('guj');
    await waitFor(() => expect(document.title).toBe('હોમ · ગુજરાત બિઝનેસ ડિરેક્ટરી'));
  });

  it('sends a path whose issue has not landed yet to the real not-found page', async () => {
    const { router } = renderApp('/search');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/search');
    await waitFor(() => expect(document.title).toBe('Page not found · Gujarat Business Directory'));
  });

  it('redirects the misspelled routes to the corrected ones (decision 11)', async () => {
    const { router } = renderApp('/cetagory-card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/category-card'));
    await router.navigate('/bussiness-view?x=1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/business-view'));
    expect(router.state.location.search).toBe('?x=1');
  });
});

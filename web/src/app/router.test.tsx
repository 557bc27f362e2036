import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { mockFetch, newQueryClient, ok, renderRoutes } from '../test/utils';
import { paths } from './paths';
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

  it('registers a route for every path of the route table (every issue has landed)', () => {
    const registered = new Set<string>();
    const walk = (routes: RouteObject[]) => {
      for (const route of routes) {
        if (route.path) registered.add(route.path);
        if (route.children) walk(route.children);
      }
    };
    walk(createRoutes(newQueryClient()));
    expect(
      Object.values(paths)
        .filter((entry) => !registered.has(entry.path))
        .map((entry) => entry.path),
    ).toEqual([]);
  });

  it('sends an unknown path to the real not-found page', async () => {
    const { router } = renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home page' })).toHaveAttribute('href', '/');
    expect(router.state.location.pathname).toBe('/no-such-page');
    await waitFor(() => expect(document.title).toBe('Page not found · Gujarat Business Directory'));
  });

  it('redirects the misspelled routes to the corrected ones (decision 11)', async () => {
    const { router } = renderApp('/cetagory-card');
    // /category-card itself is a component demo (decision 29): it goes on to the category browser.
    await waitFor(() => expect(router.state.location.pathname).toBe('/business-category'));
    await router.navigate('/bussiness-view?x=1');
    // /business-view is an owner page (login): a guest lands on /login, which returns to the corrected URL.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(sessionStorage.getItem('post_login_redirect')).toBe('/business-view?x=1');
  });

  it('sends the component-demo routes to the page that shows the component for real (decision 29)', async () => {
    const { router } = renderApp('/business-card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/popular-category-card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await router.navigate('/category-card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/business-category'));
    // No approved business in this answer: a profile cannot be shown, the search can.
    await router.navigate('/business-profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });

  it('sends /view without an id to the search', async () => {
    const { router } = renderApp('/view');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
  });
});

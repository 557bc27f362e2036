import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  /** the full URL pattern, e.g. /api/admin/categories/:id */
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after registerRouteTable(), in registration order (HEAD twins left out). */
    routeTable: RegisteredRoute[];
  }
}

/**
 * Records every route as it is registered, so tests can check a rule against all of them (the admin
 * authorization matrix fails when an /api/admin route has no entry). Call before the routes register.
 */
export function registerRouteTable(app: FastifyInstance): void {
  const routes: RegisteredRoute[] = [];
  app.decorate('routeTable', routes);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify adds a HEAD twin for every GET (exposeHeadRoutes); it runs the GET's hooks and handler.
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url });
    }
  });
}

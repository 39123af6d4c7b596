import { AppError } from '../app-error';
import type { Route } from '../route';
import { frameOf, type FrameRequest } from './frame-request';

/**
 * Finds the route of the request in the area's table; unknown paths are 404, known paths with another
 * method 405. A path is known if the area serves it, or is among `otherPaths`: the fallback area, which
 * gets every request no other area's route matches (a wrong method included), is given every call's
 * path. Other areas need only their own, so their bundles do not carry every call's definition.
 */
export function matchRoute(routes: readonly Route[], otherPaths: readonly string[] = []) {
  const byKey = new Map(routes.map((route) => [`${route.call.method} ${route.call.path}`, route]));
  const knownPaths = new Set<string>([...routes.map((route) => route.call.path), ...otherPaths]);
  return {
    before: (request: FrameRequest): void => {
      const method = request.event.requestContext.http.method.toUpperCase();
      const path = request.event.rawPath.replace(/\/+$/, '') || '/';
      const route = byKey.get(`${method} ${path}`);
      if (!route) {
        throw new AppError(knownPaths.has(path) ? 'methodNotAllowed' : 'routeNotFound', {
          method,
          path,
        });
      }
      frameOf(request).route = route;
    },
  };
}

import { allCalls } from '@oj/shared';
import { AppError } from '../app-error';
import type { Route } from '../route';
import { frameOf, type FrameRequest } from './frame-request';

/** Finds the route of the request in the area's table; unknown paths are 404, known paths with another method 405. */
export function matchRoute(routes: readonly Route[]) {
  const byKey = new Map(routes.map((route) => [`${route.call.method} ${route.call.path}`, route]));
  const knownPaths = new Set(allCalls.map((call) => call.path));
  return {
    before: (request: FrameRequest): void => {
      const method = request.event.requestContext.http.method.toUpperCase();
      const path = request.event.rawPath.replace(/\/+$/, '') || '/';
      const route = byKey.get(`${method} ${path}`);
      if (!route) {
        throw new AppError(knownPaths.has(path as `/api/${string}`) ? 'methodNotAllowed' : 'routeNotFound', {
          method,
          path,
        });
      }
      frameOf(request).route = route;
    },
  };
}

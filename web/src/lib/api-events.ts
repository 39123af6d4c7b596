/**
 * What the API client asks of the layers above it when a call comes back 401 or 403. The app wires
 * these to the session and the login dialog at start; lib/ itself imports no feature.
 */
export interface ApiEventHandlers {
  /** The login is missing or no longer valid: forget it and ask for a new one. */
  onUnauthorized: (isAdminRequest: boolean) => void;
  /** The role was too low: the roles the client knows may be stale. */
  onForbidden: (isAdminRequest: boolean) => void;
}

export const apiEvents: ApiEventHandlers = {
  onUnauthorized: () => undefined,
  onForbidden: () => undefined,
};

export function setApiEventHandlers(handlers: ApiEventHandlers): void {
  Object.assign(apiEvents, handlers);
}

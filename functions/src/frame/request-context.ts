import type { RoleCode } from '@oj/shared';
import type { Lang } from './lang';
import type { Logger } from './logger';

/** The logged-in account making a request, as its session says now. */
export interface RequestUser {
  uid: string;
  username: string;
  roleCode: RoleCode;
  sessionId: string;
}

/** What the frame knows about a request, handed to every route handler. */
export interface RequestContext {
  requestId: string;
  lang: Lang;
  /** `admin` when the client marked the request as coming from the admin area (the `Url-Type` header). */
  urlType: 'admin' | 'general';
  user: RequestUser | undefined;
  /** Who the request comes from, for per-client limits: the viewer's address or its IPv6 /64. */
  clientKey: string;
  /** The browser's `User-Agent` (cut to 300 characters), kept with each login. */
  userAgent: string;
  log: Logger;
  /** Adds a header to the answer (login hands the token back in `Authorization`). */
  setResponseHeader(name: string, value: string): void;
  /** The request reached the site over HTTPS: a cookie set for it is `Secure`. */
  overHttps: boolean;
  /** Adds a `Set-Cookie` line to the answer (login hands out the upload cookie). */
  setResponseCookie(line: string): void;
}

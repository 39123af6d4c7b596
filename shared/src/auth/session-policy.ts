/** A login lasts 24 hours without activity (spec §4). */
export const tokenLifetimeSeconds = 24 * 3600;

/**
 * A token used with less than this left is renewed through the `refresh-token` and `Authorization`
 * response headers, so an active user is not logged out mid-contest.
 */
export const tokenRenewalWindowSeconds = 12 * 3600;

/** Response header that tells the client to adopt the token in the `Authorization` header. */
export const refreshTokenHeader = 'refresh-token';

/** Request header with which the client marks admin-area requests (`admin` or `general`). */
export const urlTypeHeader = 'url-type';

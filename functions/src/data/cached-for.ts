/* The cached snapshot lives in the data kit; handlers outside the data layer import it from here. */
export { cachedFor } from './kit/paging/cached-snapshot';

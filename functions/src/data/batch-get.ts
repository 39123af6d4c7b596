/* Batched reads live in the data kit; handlers outside the data layer import them from here. */
export { batchGetItems, type Projection } from './kit/batch-get';

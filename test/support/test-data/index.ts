/**
 * The test data of the API tests, the browser tests, the scripts and the benchmarks: one body and
 * one factory per record, over any client with a `post` (see client.ts). Split by resource.
 */
export * from './client.ts';
export * from './directory.ts';
export * from './catalogue.ts';
export * from './messages.ts';
export * from './workflows.ts';

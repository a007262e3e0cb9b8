/**
 * Public entry point of the ScrapeBadger emulator: a local HTTP server that behaves like the live
 * API (auth, credits, rate limits, FastAPI-style errors) for tests, the demo and benchmarks.
 */
export { DEFAULT_TEST_KEY, startEmulator } from './server';
export type { Emulator, EmulatorOptions, LoggedRequest } from './server';
export type { Fault, FaultKind } from './faults';
export { ApiError, defineRoute } from './route';
export type { ErrorStyle, PathRule, QueryRule, Route } from './route';
export { routes } from './routes';

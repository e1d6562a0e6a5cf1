/**
 * Playwright global setup: the OpenAPI bundle the unit tests read, then the
 * mock of it that the files sending requests share, when a project that
 * sends any runs (playwright.config.ts sets RUN_SENDS_REQUESTS).
 */
import bundleForTests from './openApiBundle';
import {sharedMockForRun} from './mockServer';

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  await bundleForTests();
  return process.env.RUN_SENDS_REQUESTS ? sharedMockForRun() : undefined;
}

/**
 * Playwright global setup: bundles the OpenAPI description's sources into
 * the file every consumer reads, as the build does, so the unit tests read
 * the current sources without a build.
 */
import path from 'node:path';
import {openApiBundle, openApiSource} from '../../src/config/openapi';
import {writeOpenApiBundle} from '../../src/lib/openapi/build/bundle';

const root = path.join(__dirname, '..', '..');

/** The bundled description, as the site serves it. */
export const specPath = path.join(root, openApiBundle);
/** The root file of its sources. */
export const sourcePath = path.join(root, openApiSource);

export default async function bundleForTests(): Promise<void> {
  await writeOpenApiBundle(sourcePath, specPath);
}

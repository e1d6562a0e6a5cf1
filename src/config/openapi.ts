/**
 * The OpenAPI description of the REST API. Writers edit its sources, one file
 * per service plus a shared root (openapi/README.md); the openapi plugin
 * bundles them into one file, which the site serves as /openapi.yaml and
 * every consumer reads (endpoint sections, search, twins, the Postman
 * collection, the tests). Both paths are relative to the site directory.
 */
export const openApiSource = 'openapi/openapi.yaml';

/** Written by every build and `npm start`, and by the tests' global setup. */
export const openApiBundle = '.docusaurus/openapi-bundle/openapi.yaml';

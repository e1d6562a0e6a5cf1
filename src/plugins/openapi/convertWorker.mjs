// The converter's step of the Postman collection (postman.ts), on a worker thread: it is the
// heaviest part of postBuild and runs on its own core while the twins and the search index use
// the main thread. Plain JavaScript, so the worker needs no TypeScript loader.
import {parentPort, workerData} from 'node:worker_threads';
import converter from 'openapi-to-postmanv2';

converter.convertV2(
  // workerData is the parsed description (a copy made when the worker started).
  {type: 'json', data: workerData},
  {folderStrategy: 'Tags', parametersResolution: 'Example', enableOptionalParameters: false},
  (error, result) => {
    if (error) return parentPort.postMessage({error: error instanceof Error ? error.message : String(error)});
    const data = result?.output?.[0]?.data;
    if (!result?.result || !data) {
      return parentPort.postMessage({
        error: `The conversion to Postman failed: ${result?.reason ?? 'no output'}`,
      });
    }
    parentPort.postMessage({collection: data});
  },
);

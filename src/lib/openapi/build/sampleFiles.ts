/**
 * Every operation's request samples, each with the status of its last run
 * against the mock when its exact text ran (src/lib/openapi/sampleChecks).
 * Written at build time as one JSON file per operation, which a page fetches
 * when a reader picks a language other than the default; the default
 * language's sample is in the page's first HTML.
 */
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {checkedStatus, readSampleChecks, wasChecked, type SampleChecks} from '../sampleChecks';
import {sampleLanguages, type SampleLanguage} from '../sampleLanguages';
import {buildRequestSample} from '../samples';
import type {ResolvedOperation} from '../types';
import {indexOperations, resolveOperation} from './resolve';

/** A sample as a page shows it: the code, and the mock's status when this exact code ran. */
export type SampleBlock = {code: string; status?: number};
export type SampleBlocks = Record<SampleLanguage, SampleBlock>;

/** The folder of the per-operation files, under the bundle's folder and at the site's root. */
export const sampleFilesDir = 'samples';

/** One language's sample as a page shows it: the code, and its stamp's status when that code ran. */
export function sampleBlock(
  op: ResolvedOperation,
  language: SampleLanguage,
  checks: SampleChecks = readSampleChecks(),
): SampleBlock {
  const code = buildRequestSample(op, language);
  const status = checkedStatus(checks, op.operationId, language, code);
  return status === undefined ? {code} : {code, status};
}

export function sampleBlocks(op: ResolvedOperation, checks: SampleChecks = readSampleChecks()): SampleBlocks {
  return Object.fromEntries(
    sampleLanguages.map(({id}) => [id, sampleBlock(op, id, checks)] as const),
  ) as SampleBlocks;
}

/**
 * Writes `<dir>/<operationId>.json` for every operation. Returns the samples
 * that never ran as they are now (new, or changed since their run), as
 * `operationId (Language)`, for the build to name. One that ran and failed
 * shows no stamp either; the replay test lists those it expects.
 */
export async function writeSampleFiles(doc: Record<string, unknown>, dir: string): Promise<string[]> {
  const checks = readSampleChecks();
  const unchecked: string[] = [];
  await rm(dir, {recursive: true, force: true});
  await mkdir(dir, {recursive: true});
  for (const operationId of indexOperations(doc).keys()) {
    const blocks = sampleBlocks(resolveOperation(doc, operationId), checks);
    for (const {id, label} of sampleLanguages)
      if (!wasChecked(checks, operationId, id, blocks[id].code)) unchecked.push(`${operationId} (${label})`);
    await writeFile(path.join(dir, `${operationId}.json`), JSON.stringify(blocks));
  }
  return unchecked;
}

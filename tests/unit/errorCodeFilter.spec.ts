import {test, expect} from '@playwright/test';
import {ekycErrorCodes} from '../../src/data/ekycErrorCodes';
import {filterCodes, parseStage, shortenForDisplay} from '../../src/components/ErrorCodeTable/filterCodes';

const all = ekycErrorCodes;
const codesOf = (list: readonly {code: string}[]) => list.map((entry) => entry.code);

test.describe('e-KYC error-code data (src/data/ekycErrorCodes.ts)', () => {
  test('holds 6 OCR codes and 48 face codes, each once, each explained', () => {
    expect(all.filter((e) => e.stage === 'OCR').length, 'the source lists 6 OCR codes').toBe(6);
    expect(all.filter((e) => e.stage === 'Face').length, 'the source lists 48 face codes').toBe(48);
    expect(new Set(codesOf(all)).size, 'a code is listed twice').toBe(all.length);
    for (const entry of all) {
      expect(entry.meaning.trim().length, `${entry.code} has no meaning`).toBeGreaterThan(10);
      expect(entry.code, `${entry.code}: codes carry no spaces`).not.toMatch(/\s/);
    }
  });
});

test.describe('error-code filter (filterCodes)', () => {
  test('an empty or blank query with All keeps every code', () => {
    expect(filterCodes(all, {query: '', stage: 'All'}).length).toBe(54);
    expect(filterCodes(all, {query: '   ', stage: 'All'}).length, 'spaces alone do not filter').toBe(54);
  });

  test('the stage filter alone', () => {
    expect(filterCodes(all, {query: '', stage: 'OCR'}).length).toBe(6);
    expect(filterCodes(all, {query: '', stage: 'Face'}).length).toBe(48);
  });

  test('matches the code, case-insensitively', () => {
    expect(codesOf(filterCodes(all, {query: '9108', stage: 'All'}))).toEqual(['9108']);
    expect(codesOf(filterCodes(all, {query: 'lipvoicelow', stage: 'All'}))).toEqual([
      'FailedOperation.LipVoiceLow',
    ]);
    expect(filterCodes(all, {query: 'LIVESS', stage: 'All'}).length, 'the five Livess codes').toBe(5);
  });

  test('matches words in the meaning, case-insensitively', () => {
    const blur = filterCodes(all, {query: 'BLURRED', stage: 'All'});
    expect(codesOf(blur), 'only the blurry-document code mentions blur').toEqual(['9108']);
    expect(filterCodes(all, {query: 'mask', stage: 'All'}).length).toBeGreaterThan(0);
  });

  test('combines query and stage', () => {
    expect(filterCodes(all, {query: 'photocopy', stage: 'Face'}), 'photocopy is an OCR code').toEqual([]);
    expect(codesOf(filterCodes(all, {query: 'photocopy', stage: 'OCR'}))).toEqual(['9102']);
  });

  test('regular-expression characters are plain text', () => {
    for (const query of ['.*', '(', '[a-z]+', '\\', '^9', '$', '?', '|', 'Lip.*Low']) {
      expect(() => filterCodes(all, {query, stage: 'All'}), `"${query}" must not throw`).not.toThrow();
    }
    expect(filterCodes(all, {query: '.*', stage: 'All'}), '".*" is not a wildcard').toEqual([]);
    expect(filterCodes(all, {query: 'Lip.*Low', stage: 'All'}), 'no pattern matching').toEqual([]);
    expect(filterCodes(all, {query: '[a-z]+', stage: 'All'})).toEqual([]);
    expect(
      filterCodes(all, {query: '.', stage: 'All'}).length,
      'a dot matches the dots in codes and meanings',
    ).toBe(54);
  });

  test('HTML and very long input are plain text', () => {
    expect(filterCodes(all, {query: '<img src=x onerror=alert(1)>', stage: 'All'})).toEqual([]);
    expect(filterCodes(all, {query: '<b>9101</b>', stage: 'All'})).toEqual([]);
    const huge = 'a'.repeat(10_000);
    const started = Date.now();
    expect(filterCodes(all, {query: huge, stage: 'All'})).toEqual([]);
    expect(Date.now() - started, 'a 10,000-character query must stay fast').toBeLessThan(200);
  });

  test('the data is never changed by filtering', () => {
    const before = JSON.stringify(all);
    filterCodes(all, {query: 'face', stage: 'Face'});
    expect(JSON.stringify(all)).toBe(before);
  });
});

test.describe('error-code filter helpers', () => {
  test('long queries are shortened for the "no match" message', () => {
    expect(shortenForDisplay('abc')).toBe('abc');
    const long = shortenForDisplay('x'.repeat(10_000));
    expect(long.length, '60 characters and an ellipsis').toBe(61);
    expect(long.endsWith('…')).toBe(true);
  });

  test('an unexpected stage value falls back to All', () => {
    expect(parseStage('OCR')).toBe('OCR');
    expect(parseStage('Face')).toBe('Face');
    expect(parseStage('face')).toBe('All');
    expect(parseStage('<script>')).toBe('All');
  });
});

import {mkdtempSync, readFileSync, statSync, utimesSync, writeFileSync, existsSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {brotliDecompressSync} from 'node:zlib';
import {test, expect} from '@playwright/test';
import {precompress, precompressFiles} from '../../scripts/precompress/brotli.mjs';

const text = (word: string) => `<p>${word}</p>\n`.repeat(40);

function siteWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  for (const [name, body] of Object.entries(files)) writeFileSync(path.join(dir, name), body);
  return dir;
}

test('the early step compresses only the files it is given, of a text type and size', async () => {
  const dir = siteWith({'a.html': text('a'), 'b.html': text('b'), 'small.html': 'tiny', 'c.png': text('c')});
  const files = ['a.html', 'small.html', 'c.png'].map((name) => path.join(dir, name));
  expect(await precompressFiles(dir, files)).toBe(1);
  expect(brotliDecompressSync(readFileSync(path.join(dir, 'a.html.br'))).toString()).toBe(text('a'));
  for (const name of ['b.html', 'small.html', 'c.png'])
    expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
});

test('after the build, a copy as new as its file is kept and a missing or older one is written', async () => {
  const dir = siteWith({'kept.html': text('kept'), 'stale.html': text('old'), 'new.md': text('new')});
  await precompressFiles(dir, [path.join(dir, 'kept.html'), path.join(dir, 'stale.html')]);
  // The page changed after its copy was made.
  writeFileSync(path.join(dir, 'stale.html'), text('changed'));
  const copy = statSync(path.join(dir, 'stale.html.br')).mtime;
  utimesSync(path.join(dir, 'stale.html'), copy, new Date(copy.getTime() + 1000));

  expect(await precompress(dir)).toBe(2);
  const read = (name: string) => brotliDecompressSync(readFileSync(path.join(dir, name))).toString();
  expect(read('stale.html.br')).toBe(text('changed'));
  expect(read('new.md.br')).toBe(text('new'));
  expect(read('kept.html.br')).toBe(text('kept'));
});

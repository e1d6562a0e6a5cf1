/**
 * The stand-in search box's script (./standIn.js), as it is inlined in every
 * page's <head>, with the options filled in (the build's HTML minifier
 * compacts it). The text depends only on the file, the options and the
 * minifier, so deploy/nginx.conf allows it by one hash (the nginx tests name
 * a new one).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

export type StandInOptions = {
  /** The search page the box submits to when the site's JavaScript never takes over. */
  searchPage: string;
  /** The input's placeholder and label: the modal's own. */
  placeholder: string;
};

const source = readFileSync(path.join(__dirname, 'standIn.js'), 'utf8');

export function standInScript(options: StandInOptions): string {
  // JSON with '<' escaped: nothing in the options can close the <script>.
  return source.replace('(CONFIG)', `(${JSON.stringify(options).replace(/</g, '\\u003c')})`);
}

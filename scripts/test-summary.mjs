#!/usr/bin/env node
// Adds up the jest and Playwright reports of `npm test` and prints one closing line.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir)) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (file.startsWith('jest-')) {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(
      `${file.replace(/^jest-|\.json$/g, '')}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
    );
  } else if (file === 'playwright.json') {
    const s = report.stats;
    passed += s.expected + (s.flaky ?? 0);
    failed += s.unexpected;
    skipped += s.skipped;
    console.log(`e2e: ${s.expected} passed, ${s.unexpected} failed${s.flaky ? `, ${s.flaky} flaky` : ''}`);
  }
}
if (failedSteps.length > 0) console.log(`failed steps: ${failedSteps.join(', ')}`);
// Any failed step (lint, type check, a suite that did not run) fails the run.
if (failedSteps.length > 0 && failed === 0) failed = failedSteps.length;
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);

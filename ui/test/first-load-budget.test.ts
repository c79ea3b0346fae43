/// <reference types="node" />
// `node ui/build.mjs --check-budget <dist>` (run by `make test`) passes or fails on the gzipped first load of a build,
// and says what it measured and what to do. The builds here are folders with the files the check reads.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const BUILD_SCRIPT = fileURLToPath(new URL('../build.mjs', import.meta.url));
const KB = 1024;
const BUDGET_KB = 113; // ui/build.mjs's FIRST_LOAD_BUDGET_KB

const folders: string[] = [];

/** A built dist folder whose first load is an entry and a chunk of the given gzipped sizes. */
function dist(entryGzip: number, chunkGzip: number): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  folders.push(folder);
  mkdirSync(path.join(folder, 'assets'));
  const files = { 'main-ENTRY.js': entryGzip, 'chunk-SHARED.js': chunkGzip };
  for (const [name, gzip] of Object.entries(files)) {
    writeFileSync(path.join(folder, 'assets', name), 'export {};');
    writeFileSync(path.join(folder, 'assets', `${name}.gz`), Buffer.alloc(gzip));
    writeFileSync(path.join(folder, 'assets', `${name}.br`), Buffer.alloc(Math.round(gzip * 0.9)));
  }
  const manifest = { entry: '/assets/main-ENTRY.js', css: null, modulepreload: ['/assets/chunk-SHARED.js'], lazy: {} };
  writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
  return folder;
}

function checkBudget(folder: string) {
  const result = spawnSync(process.execPath, [BUILD_SCRIPT, '--check-budget', folder], { encoding: 'utf8' });
  return { status: result.status, output: result.stdout + result.stderr };
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('the first-load budget check', () => {
  it('passes a first load within the budget, and says its figure', () => {
    const { status, output } = checkBudget(dist(1 * KB, 99 * KB));
    expect(status).toBe(0);
    expect(output).toContain('first-load JS 100.0 KB gzipped');
    expect(output).toContain(`within the ${BUDGET_KB} KB budget`);
  });

  it('passes a first load of exactly the budget', () => {
    expect(checkBudget(dist(10 * KB, (BUDGET_KB - 10) * KB)).status).toBe(0);
  });

  it('fails a first load over the budget, naming its files, the figure, the budget and what to do', () => {
    const { status, output } = checkBudget(dist(1 * KB, BUDGET_KB * KB));
    expect(status).toBe(1);
    expect(output).toContain(`First-load JS is ${BUDGET_KB + 1}.0 KB gzipped (${(BUDGET_KB + 1) * KB} bytes`);
    expect(output).toContain(`over the budget of ${BUDGET_KB} KB gzipped`);
    expect(output).toMatch(/assets\/main-ENTRY\.js\s+1\.0 KB gzipped/);
    expect(output).toMatch(new RegExp(`assets/chunk-SHARED\\.js\\s+${BUDGET_KB}\\.0 KB gzipped`));
    expect(output).toContain('What to do: load on demand what the first render does not need');
  });

  it('fails without a build, saying how to make one', () => {
    const folder = dist(1 * KB, 1 * KB);
    rmSync(path.join(folder, 'manifest.json'));
    const { status, output } = checkBudget(folder);
    expect(status).toBe(1);
    expect(output).toContain('run `make ui` first');
  });
});

// Builds the UI into shop/static/dist, which Flask serves:
//   index.html                 from ui/index.html, with the hashed CSS, modulepreload links and entry script
//   assets/<name>-<hash>.*     esbuild output (ESM, code-split, minified); never changes under a name. The first
//                              load is the entry and one chunk; pages and on-demand parts are chunks loaded lazily.
//                              Licence comments go to <chunk>.LEGAL.txt beside the chunk.
//   assets/vendor/swagger-ui/  swagger-ui-dist files for the API docs page (no CDN)
//   locales/<lng>/<ns>.json    from ui/locales; their content hash is compiled in as __LOCALES_VERSION__
//   favicon.svg, logo.svg, documents/ ...   from ui/public
//   manifest.json, metafile.json            build metadata for the server and for bundle analysis
// Every .js/.css/.html/.json/.svg file also gets .gz and .br siblings.
//
//   node ui/build.mjs                        production build and size report
//   node ui/build.mjs --watch                development: unminified with source maps, rebuilds on change
//   node ui/build.mjs --check-budget [dist]  fails when the built first load's JS is over FIRST_LOAD_BUDGET_KB
//                                            (`make test` runs it; the build itself only reports the figure)
import { createHash } from 'node:crypto';
import { watch as watchPath } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const UI = path.join(ROOT, 'ui');
const ENTRY = 'ui/src/main.tsx';
// The admin area's styles: a stylesheet of their own, so the storefront's first load never carries them.
const ADMIN_STYLESHEET = 'ui/src/styles/admin-entry.css';
const DIST = path.join(ROOT, 'shop', 'static', 'dist');
const ASSETS = path.join(DIST, 'assets');
const VENDOR = path.join(ASSETS, 'vendor');
const PUBLIC_PATH = '/assets/';
// Gzipped JS that every page loads before the app starts; bench/lighthouse.py holds the pages to the same figure.
const FIRST_LOAD_BUDGET_KB = 113;
const COMPRESSIBLE = /\.(js|css|html|json|svg)$/;
const ASSET_MARKER = /<!--\s*build:assets[\s\S]*?-->/;
const SWAGGER_FILES = ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js', 'swagger-ui.css'];

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const require = createRequire(import.meta.url);

const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function listFiles(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

// ---------------------------------------------------------------------------------------------
// Static inputs: locales, public files, Swagger UI

async function readLocales() {
  const root = path.join(UI, 'locales');
  const files = (await listFiles(root)).filter((file) => file.endsWith('.json'));
  const hash = createHash('sha256');
  const outputs = [];
  for (const file of files) {
    const name = path.relative(root, file).split(path.sep).join('/');
    if (!/^[a-z]{2}\/[A-Za-z0-9_-]+\.json$/.test(name)) {
      throw new Error(`ui/locales/${name}: expected ui/locales/<lng>/<namespace>.json`);
    }
    let data;
    try {
      data = JSON.parse(await fs.readFile(file, 'utf8'));
    } catch (error) {
      throw new Error(`ui/locales/${name} is not valid JSON: ${error.message}`, { cause: error });
    }
    const content = JSON.stringify(data);
    hash.update(`${name}\n${content}\n`);
    outputs.push({ name, content });
  }
  return { version: hash.digest('hex').slice(0, 12), files: outputs };
}

async function writeLocales(locales) {
  const dir = path.join(DIST, 'locales');
  await fs.rm(dir, { recursive: true, force: true });
  for (const { name, content } of locales.files) {
    const target = path.join(dir, name);
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, content);
  }
}

async function copyPublic() {
  await fs.cp(path.join(UI, 'public'), DIST, {
    recursive: true,
    filter: (source) => !path.basename(source).startsWith('.'),
  });
}

async function copySwaggerUi() {
  const packageJson = require.resolve('swagger-ui-dist/package.json');
  const { version } = JSON.parse(await fs.readFile(packageJson, 'utf8'));
  const target = path.join(VENDOR, 'swagger-ui');
  await fs.mkdir(target, { recursive: true });
  for (const file of SWAGGER_FILES) {
    // The vendor files end with a sourceMappingURL comment; the maps are not shipped.
    const text = await fs.readFile(path.join(path.dirname(packageJson), file), 'utf8');
    await fs.writeFile(path.join(target, file), text.replace(/\n?\/[/*]# sourceMappingURL=\S+?(\s*\*\/)?\s*$/, '\n'));
  }
  return version;
}

// ---------------------------------------------------------------------------------------------
// The bundle

/** The admin stylesheet, bundled and hashed; its URL is compiled into the bundle as __ADMIN_STYLESHEET__. */
async function buildAdminStylesheet({ production }) {
  // Development keeps one name, so the URL compiled into the bundle stays right while the stylesheet changes.
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [ADMIN_STYLESHEET],
    bundle: true,
    outdir: ASSETS,
    entryNames: production ? '[name]-[hash]' : '[name]',
    assetNames: '[name]-[hash]',
    publicPath: PUBLIC_PATH,
    write: false,
    minify: production,
    logLevel: 'warning',
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file' },
  });
  const css = result.outputFiles.find((file) => file.path.endsWith('.css'));
  return { files: result.outputFiles, url: PUBLIC_PATH + path.relative(ASSETS, css.path).split(path.sep).join('/') };
}

async function writeFiles(files) {
  for (const file of files) {
    await fs.mkdir(path.dirname(file.path), { recursive: true });
    await fs.writeFile(file.path, file.contents);
  }
}

// ---------------------------------------------------------------------------------------------
// The first load in one chunk

const LAZY = 'lazy-module';
const RESOLVING = Symbol('resolving a lazy module');

/** What the entry imports statically (its stylesheet aside), as written: the roots of the first load. */
async function entryImports() {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [
      {
        name: 'entry-only',
        setup(build) {
          build.onResolve({ filter: /.*/ }, (args) =>
            args.kind === 'entry-point' ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  return result.metafile.inputs[ENTRY].imports
    .filter((imported) => imported.kind === 'import-statement' && !/\.css$/.test(imported.path))
    .map((imported) => imported.path);
}

/** Whether a module has a default export (esbuild reads the one file, nothing it imports). */
async function hasDefaultExport(file) {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: [file],
    bundle: false,
    write: false,
    metafile: true,
    format: 'esm',
    jsx: 'automatic',
    outdir: ASSETS,
    logLevel: 'silent',
  });
  return Object.values(result.metafile.outputs).some((output) => output.exports.includes('default'));
}

/**
 * esbuild gives every set of entry points (the entry and each lazily imported module) that reach a module a chunk
 * of its own, so the first load would come as many small files, each compressed alone and each a request. Here every
 * lazily imported module also imports what the entry imports (a wrapper module imports those, then re-exports the
 * module), so all the first load is reached by the same entry points and esbuild writes it as one chunk beside the
 * entry. By the time a lazy module runs, the first load has run: the extra imports do nothing.
 *
 * ``shared`` (see smallSharedModules) are modules every lazy module also imports, for the same reason: reached by
 * every lazy module, they come as one chunk instead of one small chunk per set of pages that use them.
 */
function firstLoadInOneChunk(shared = []) {
  return {
    name: 'first-load-in-one-chunk',
    setup(build) {
      let roots = [];
      build.onStart(async () => {
        roots = await entryImports();
      });
      build.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === RESOLVING) return undefined;
        const { path: resolved, external, errors, warnings } = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: RESOLVING,
        });
        if (errors.length > 0 || external) return { path: resolved, external, errors, warnings };
        return { path: resolved, namespace: LAZY };
      });
      build.onLoad({ filter: /.*/, namespace: LAZY }, async (args) => {
        const module = JSON.stringify(args.path);
        return {
          resolveDir: path.join(ROOT, path.dirname(ENTRY)),
          loader: 'js',
          contents: [
            ...roots.map((root) => `import ${JSON.stringify(root)};`),
            ...shared.map((module) => `import ${JSON.stringify(path.join(ROOT, module))};`),
            `export * from ${module};`,
            ...((await hasDefaultExport(args.path)) ? [`export { default } from ${module};`] : []),
          ].join('\n'),
        };
      });
    },
  };
}

/**
 * esbuild also gives every set of lazy modules that share a module a chunk of its own, so a page would come with a
 * tail of tiny chunks (shared components such as Skeleton, Price, EmptyState), and a browser speaking HTTP/1.1
 * (gunicorn) fetches only a few at a time, one round trip each. This finds the shared chunks under SMALL_CHUNK_BYTES
 * whose own imports are only the first load or other such chunks; built again with every lazy module importing their
 * modules (firstLoadInOneChunk), they come as one chunk that every page loads: a page gets a little code it does not
 * use, which costs less than the round trips it saves.
 */
const SMALL_CHUNK_BYTES = 2048;

function smallSharedModules(metafile) {
  const outputs = metafile.outputs;
  const bundle = analyse(metafile);
  const firstLoad = new Set([bundle.entry, ...bundle.staticImports]);
  const staticImports = (file) =>
    outputs[file].imports.filter((imported) => imported.kind === 'import-statement' && !imported.external);
  const small = new Set(
    Object.keys(outputs).filter(
      (file) =>
        file.endsWith('.js') &&
        !outputs[file].entryPoint &&
        !firstLoad.has(file) &&
        outputs[file].bytes <= SMALL_CHUNK_BYTES &&
        // Modules of a plugin's namespace (`lazy-module:...`) cannot be imported by path.
        Object.keys(outputs[file].inputs).every((input) => !input.includes(':')),
    ),
  );
  // A small chunk that imports a bigger one would pull the bigger one into every page: left out, until none does.
  for (let changed = true; changed; ) {
    changed = false;
    for (const file of small) {
      if (staticImports(file).some(({ path: imported }) => !firstLoad.has(imported) && !small.has(imported))) {
        small.delete(file);
        changed = true;
      }
    }
  }
  return [...small].flatMap((file) => Object.keys(outputs[file].inputs)).sort();
}

function esbuildOptions({ production, localesVersion, adminStylesheet, shared = [] }) {
  return {
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    outdir: ASSETS,
    publicPath: PUBLIC_PATH,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    assetNames: '[name]-[hash]',
    metafile: true,
    write: false,
    minify: production,
    sourcemap: production ? false : 'linked',
    charset: 'utf8',
    // Licence texts go to <chunk>.LEGAL.txt beside each chunk instead of inside it.
    legalComments: 'external',
    logLevel: 'warning',
    plugins: [firstLoadInOneChunk(shared)],
    // react-i18next imports use-sync-external-store's shim, written for React before 18; React 19 exports the hook.
    alias: { 'use-sync-external-store/shim': 'react' },
    loader: {
      '.svg': 'file',
      '.png': 'file',
      '.jpg': 'file',
      '.webp': 'file',
      '.woff2': 'file',
    },
    define: {
      __LOCALES_VERSION__: JSON.stringify(localesVersion),
      __ADMIN_STYLESHEET__: JSON.stringify(adminStylesheet),
      'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
    },
  };
}

const assetUrl = (output) => PUBLIC_PATH + path.relative(ASSETS, path.join(ROOT, output)).split(path.sep).join('/');

/** The entry chunk, its CSS and every chunk it imports statically (directly or transitively). */
function analyse(metafile) {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, output]) => output.entryPoint === ENTRY);
  if (!entry) throw new Error(`esbuild produced no output for ${ENTRY}`);

  for (const [file, output] of outputs) {
    if (output.entryPoint && output.entryPoint !== ENTRY && output.cssBundle) {
      throw new Error(
        `${output.entryPoint} (lazily loaded) imports CSS, which esbuild would not load at run time ` +
          `(${relative(path.join(ROOT, file))}). Import styles from ui/src/styles via main.tsx instead.`,
      );
    }
  }

  const staticImports = [];
  const seen = new Set([entry[0]]);
  const visit = (file) => {
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind !== 'import-statement' || imported.external || seen.has(imported.path)) continue;
      seen.add(imported.path);
      staticImports.push(imported.path);
      visit(imported.path);
    }
  };
  visit(entry[0]);

  // What each lazily imported module needs beyond the first load: its chunk and the chunks that one imports.
  const lazy = {};
  for (const [file, output] of outputs) {
    if (!output.entryPoint?.startsWith(`${LAZY}:`)) continue;
    const needs = [file];
    const reached = new Set([file, ...seen]);
    for (let index = 0; index < needs.length; index += 1) {
      for (const imported of metafile.outputs[needs[index]]?.imports ?? []) {
        if (imported.kind !== 'import-statement' || imported.external || reached.has(imported.path)) continue;
        reached.add(imported.path);
        needs.push(imported.path);
      }
    }
    lazy[relative(output.entryPoint.slice(LAZY.length + 1))] = needs;
  }

  return { entry: entry[0], css: entry[1].cssBundle ?? null, staticImports, lazy };
}

async function renderIndexHtml({ entry, css, staticImports }) {
  const template = await fs.readFile(path.join(UI, 'index.html'), 'utf8');
  if (!ASSET_MARKER.test(template)) {
    throw new Error('ui/index.html must contain the <!-- build:assets --> marker inside <head>');
  }
  const tags = [
    ...(css ? [`<link rel="stylesheet" href="${assetUrl(css)}" />`] : []),
    ...staticImports.map((file) => `<link rel="modulepreload" href="${assetUrl(file)}" />`),
    `<script type="module" src="${assetUrl(entry)}"></script>`,
  ];
  return template.replace(ASSET_MARKER, () => tags.join('\n    '));
}

/**
 * V8's explicit compile hint: a script that starts with this comment has all its functions compiled eagerly, on
 * the background thread that streams it in, instead of lazily on the main thread at their first call. The first
 * load runs nearly all of its code at start-up, so compiling it lazily would make the task that evaluates it much
 * longer. Chunks loaded later keep lazy compilation. Browsers without the hint see a comment.
 */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n';

/** Replaces the bundle in dist/assets (vendor files stay) and writes index.html and the manifests. */
async function writeBundle(result, { swaggerUiVersion, production = true }) {
  const bundle = analyse(result.metafile);
  const firstLoad = new Set([bundle.entry, ...bundle.staticImports].map((file) => path.join(ROOT, file)));
  for (const entry of await fs.readdir(ASSETS).catch(() => [])) {
    if (path.join(ASSETS, entry) !== VENDOR) await fs.rm(path.join(ASSETS, entry), { recursive: true, force: true });
  }
  for (const file of result.outputFiles) {
    await fs.mkdir(path.dirname(file.path), { recursive: true });
    // Production only: the development build's source maps count lines from the top of the file.
    const hinted = production && firstLoad.has(file.path) && file.path.endsWith('.js');
    await fs.writeFile(file.path, hinted ? COMPILE_ALL_ON_LOAD + file.text : file.contents);
  }
  await fs.writeFile(path.join(DIST, 'index.html'), await renderIndexHtml(bundle));
  const manifest = {
    entry: assetUrl(bundle.entry),
    css: bundle.css && assetUrl(bundle.css),
    modulepreload: bundle.staticImports.map(assetUrl),
    // ui/src/... module imported lazily -> the chunks it loads, so the server can name a page's chunks in its HTML.
    lazy: Object.fromEntries(Object.entries(bundle.lazy).map(([module, files]) => [module, files.map(assetUrl)])),
    swaggerUi: { version: swaggerUiVersion, baseUrl: `${PUBLIC_PATH}vendor/swagger-ui/`, files: SWAGGER_FILES },
  };
  await fs.writeFile(path.join(DIST, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  await fs.writeFile(path.join(DIST, 'metafile.json'), JSON.stringify(result.metafile));
}

// ---------------------------------------------------------------------------------------------
// Compression and the size report

async function precompress() {
  const sizes = new Map();
  const files = (await listFiles(DIST)).filter((file) => COMPRESSIBLE.test(file));
  await Promise.all(
    files.map(async (file) => {
      const content = await fs.readFile(file);
      const [gz, br] = await Promise.all([
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
      ]);
      await Promise.all([fs.writeFile(`${file}.gz`, gz), fs.writeFile(`${file}.br`, br)]);
      sizes.set(file, { raw: content.length, gzip: gz.length, brotli: br.length });
    }),
  );
  return sizes;
}

/**
 * What every page loads before the app starts, as built in dist: the entry script and the chunks index.html
 * preloads (manifest.json), with the sizes of their .gz and .br siblings, which are what the server sends.
 */
async function measureFirstLoad(dist) {
  const manifestFile = path.join(dist, 'manifest.json');
  const manifest = JSON.parse(
    await fs.readFile(manifestFile, 'utf8').catch((error) => {
      if (error.code !== 'ENOENT') throw error;
      throw new Error(`No UI build in ${relative(dist)}/ (${relative(manifestFile)} is missing): run \`make ui\` first.`);
    }),
  );
  const files = await Promise.all(
    [manifest.entry, ...manifest.modulepreload].map(async (url) => {
      const file = path.join(dist, 'assets', url.slice(PUBLIC_PATH.length));
      const stat = (sibling) =>
        fs.stat(sibling).catch(() => {
          throw new Error(`${relative(sibling)} is missing (not a production build?): run \`make ui\` first.`);
        });
      const [gz, br] = await Promise.all([stat(`${file}.gz`), stat(`${file}.br`)]);
      return { file, gzip: gz.size, brotli: br.size };
    }),
  );
  return {
    files,
    gzip: files.reduce((sum, file) => sum + file.gzip, 0),
    brotli: files.reduce((sum, file) => sum + file.brotli, 0),
  };
}

const overBudget = (firstLoad) => firstLoad.gzip > FIRST_LOAD_BUDGET_KB * 1024;

/** The largest packages and app modules in the first load, from the build's metafile (minified bytes). */
async function largestInputs(dist, firstLoad, count = 8) {
  const metafile = JSON.parse(await fs.readFile(path.join(dist, 'metafile.json'), 'utf8').catch(() => '{}'));
  const totals = new Map();
  for (const { file } of firstLoad.files) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs?.[relative(file)]?.inputs ?? {})) {
      const packagePath = input.split('node_modules/').at(-1);
      const name = input.includes('node_modules/')
        ? packagePath.split('/').slice(0, packagePath.startsWith('@') ? 2 : 1).join('/')
        : input;
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  }
  return [...totals].sort(([, a], [, b]) => b - a).slice(0, count);
}

/** `node ui/build.mjs --check-budget [dist]`: exit status 1, and what to do, when the first load is over budget. */
async function checkBudget(dist) {
  const firstLoad = await measureFirstLoad(dist);
  const figure = `${kb(firstLoad.gzip)} gzipped (${firstLoad.gzip} bytes; brotli ${kb(firstLoad.brotli)})`;
  if (!overBudget(firstLoad)) {
    console.log(`first-load JS ${figure}: within the ${FIRST_LOAD_BUDGET_KB} KB budget`);
    return;
  }
  const width = Math.max(...firstLoad.files.map(({ file }) => relative(file).length));
  const largest = await largestInputs(dist, firstLoad);
  console.error(
    [
      `First-load JS is ${figure}, over the budget of ${FIRST_LOAD_BUDGET_KB} KB gzipped.`,
      '',
      `Every page loads these files before the app starts (the entry script and the chunks ${relative(dist)}/index.html preloads):`,
      ...firstLoad.files.map(({ file, gzip }) => `  ${relative(file).padEnd(width)}  ${kb(gzip).padStart(9)} gzipped`),
      ...(largest.length > 0
        ? ['', 'The largest parts of them (minified):', ...largest.map(([name, bytes]) => `  ${kb(bytes).padStart(9)}  ${name}`)]
        : []),
      '',
      'What to do: load on demand what the first render does not need (a page: ui/src/app/router.tsx; a part of the',
      'shell: ui/src/app/layout/lazy-parts.ts), or do without a dependency. Raise FIRST_LOAD_BUDGET_KB in ui/build.mjs',
      'only for a reason the commit message gives. This measured the build in the folder above; `make ui` builds it',
      'again and prints what every chunk weighs.',
    ].join('\n'),
  );
  process.exitCode = 1;
}

async function report(sizes) {
  const rows = [...sizes.entries()]
    .filter(([file]) => file.startsWith(ASSETS) && /\.(js|css)$/.test(file))
    .sort(([a], [b]) => (a.startsWith(VENDOR) - b.startsWith(VENDOR)) || a.localeCompare(b));
  const width = Math.max(...rows.map(([file]) => relative(file).length));
  console.log(`\n${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}  ${'brotli'.padStart(10)}`);
  for (const [file, size] of rows) {
    console.log(
      `${relative(file).padEnd(width)}  ${kb(size.raw).padStart(10)}  ${kb(size.gzip).padStart(10)}  ${kb(size.brotli).padStart(10)}`,
    );
  }

  const firstLoad = await measureFirstLoad(DIST);
  const manifest = JSON.parse(await fs.readFile(path.join(DIST, 'manifest.json'), 'utf8'));
  console.log(
    `\nfirst-load JS (gzip): ${kb(firstLoad.gzip)} (${firstLoad.gzip} bytes; brotli ${kb(firstLoad.brotli)}; ` +
      `${firstLoad.files.length} files; budget ${FIRST_LOAD_BUDGET_KB} KB)`,
  );
  const css = manifest.css && sizes.get(path.join(ASSETS, manifest.css.slice(PUBLIC_PATH.length)));
  if (css) console.log(`first-load CSS (gzip): ${kb(css.gzip)}`);
  // The build only reports: `make run` serves the shop whatever the figure, `make test` fails on it.
  if (overBudget(firstLoad)) {
    console.warn(`first-load JS is over its budget: \`node ui/build.mjs --check-budget\` (part of \`make test\`) fails`);
  }
}

// ---------------------------------------------------------------------------------------------

async function build() {
  const started = performance.now();
  await fs.rm(DIST, { recursive: true, force: true });
  const locales = await readLocales();
  await writeLocales(locales);
  await copyPublic();
  const swaggerUiVersion = await copySwaggerUi();
  const admin = await buildAdminStylesheet({ production: true });
  const options = { production: true, localesVersion: locales.version, adminStylesheet: admin.url };
  const split = await esbuild.build(esbuildOptions(options));
  const result = await esbuild.build(esbuildOptions({ ...options, shared: smallSharedModules(split.metafile) }));
  await writeBundle(result, { swaggerUiVersion });
  await writeFiles(admin.files);
  const sizes = await precompress();
  await report(sizes);
  console.log(`\nbuilt ${relative(DIST)}/ in ${Math.round(performance.now() - started)} ms (locales v=${locales.version})`);
}

function debounce(fn, ms = 150) {
  let timer;
  return () => {
    clearTimeout(timer);
    timer = setTimeout(() => fn().catch((error) => console.error(error)), ms);
  };
}

/**
 * Calls onChange for any change under root. Watches directories rather than files, so editors that
 * save by replacing a file (a new inode) are still noticed; new sub-folders are picked up.
 */
async function watchTree(root, onChange, { recursive = true, accept = () => true } = {}) {
  const watched = new Set();
  const add = async (dir) => {
    if (watched.has(dir)) return;
    const stat = await fs.stat(dir).catch(() => null);
    if (!stat?.isDirectory()) return;
    watched.add(dir);
    const watcher = watchPath(dir, (_event, name) => {
      if (!name || !accept(name.toString())) return;
      if (recursive) add(path.join(dir, name.toString())).catch(() => {});
      onChange();
    });
    watcher.on('error', () => {
      watched.delete(dir);
      watcher.close();
    });
    if (recursive) {
      const entries = await fs.readdir(dir, { withFileTypes: true });
      await Promise.all(entries.filter((entry) => entry.isDirectory()).map((entry) => add(path.join(dir, entry.name))));
    }
  };
  await add(root);
}

async function watch() {
  await fs.rm(DIST, { recursive: true, force: true });
  await copyPublic();
  const swaggerUiVersion = await copySwaggerUi();
  let context = null;

  // The locales hash is compiled into the bundle, so a locale change restarts esbuild.
  const start = async () => {
    const locales = await readLocales();
    await writeLocales(locales);
    await context?.dispose();
    const options = esbuildOptions({
      production: false,
      localesVersion: locales.version,
      adminStylesheet: `${PUBLIC_PATH}${path.basename(ADMIN_STYLESHEET)}`,
    });
    context = await esbuild.context({
      ...options,
      plugins: [
        ...options.plugins,
        {
          name: 'write-dist',
          setup(build) {
            build.onEnd(async (result) => {
              if (result.errors.length > 0) return;
              try {
                await writeBundle(result, { swaggerUiVersion, production: false });
                await writeFiles((await buildAdminStylesheet({ production: false })).files);
                console.log(`[${new Date().toLocaleTimeString()}] rebuilt ${relative(DIST)}/`);
              } catch (error) {
                console.error(error.message);
              }
            });
          },
        },
      ],
    });
    await context.watch();
  };

  await start();
  await watchTree(path.join(UI, 'locales'), debounce(start));
  await watchTree(path.join(UI, 'public'), debounce(copyPublic));
  await watchTree(UI, debounce(() => context.rebuild()), { recursive: false, accept: (name) => name === 'index.html' });
  console.log('watching ui/ for changes (Ctrl+C to stop)');
}

try {
  const [flag, folder] = process.argv.slice(2);
  if (flag === '--check-budget') await checkBudget(folder ? path.resolve(folder) : DIST);
  else await (flag === '--watch' ? watch() : build());
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

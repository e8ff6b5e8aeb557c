// Builds the widget's browser code with esbuild: the loader a website includes (`/widget.js`) and the framed
// page's script and stylesheet (content-hashed, under `/widget-assets/`), plus a manifest naming the hashed files.
// next.config.mjs runs it before every `next build` and `next dev`, so each way of building the app gets it.
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, watch, writeFileSync } from "node:fs";
import path from "node:path";

import * as esbuild from "esbuild";

const defaultRoot = path.resolve(import.meta.dirname, "..", "..", "..");

/** Where the built files go, inside `public/` (git-ignored), and the address each is served at. */
export const widgetOutput = {
  loaderFile: "public/widget.js",
  assetsFolder: "public/widget-assets",
  assetsPath: "/widget-assets",
  manifestFile: "public/widget-assets/manifest.json",
};

/** Hashed files no manifest names any more are removed after this long (a server built earlier may still link them). */
const staleAssetAgeMs = 7 * 24 * 60 * 60 * 1000;

function sharedOptions(projectRoot, isDevelopment) {
  return {
    absWorkingDir: projectRoot,
    bundle: true,
    minify: !isDevelopment,
    sourcemap: isDevelopment ? "inline" : false,
    target: "es2020",
    platform: "browser",
    // tsconfig.json gives the `@/` alias; the chat is written with Preact, whatever a file's pragma says.
    tsconfig: path.join(projectRoot, "tsconfig.json"),
    jsx: "automatic",
    jsxImportSource: "preact",
    define: { "process.env.NODE_ENV": JSON.stringify(isDevelopment ? "development" : "production") },
    legalComments: "none",
    logLevel: "silent",
    write: false,
  };
}

/** The loader: one self-contained script, no framework. */
async function buildLoader(projectRoot, isDevelopment) {
  const result = await esbuild.build({
    ...sharedOptions(projectRoot, isDevelopment),
    entryPoints: [path.join(projectRoot, "lib/widget/loader/loader.ts")],
    format: "iife",
  });
  return result.outputFiles[0].text;
}

/**
 * The framed page's script and stylesheet. The stylesheet is the one the app imports when it does, else
 * `widget.css` built on its own. Development builds keep fixed names, so the page's links survive a rebuild.
 */
async function buildApp(projectRoot, isDevelopment) {
  const outdir = path.join(projectRoot, widgetOutput.assetsFolder);
  const appEntry = path.join(projectRoot, "lib/widget/app/main.tsx");
  const cssEntry = path.join(projectRoot, "lib/widget/app/widget.css");
  const result = await esbuild.build({
    ...sharedOptions(projectRoot, isDevelopment),
    entryPoints: { app: appEntry, ...(existsSync(cssEntry) ? { "app-style": cssEntry } : {}) },
    format: "iife",
    outdir,
    entryNames: isDevelopment ? "[name]" : "[name]-[hash]",
    metafile: true,
  });
  const outputs = Object.entries(result.metafile.outputs);
  const relative = (file) => path.relative(projectRoot, file).split(path.sep).join("/");
  const [scriptFile, scriptMeta] = outputs.find(([, meta]) => meta.entryPoint === relative(appEntry));
  const stylesheetFile = scriptMeta.cssBundle ?? outputs.find(([, meta]) => meta.entryPoint === relative(cssEntry))?.[0];
  const byName = new Map(result.outputFiles.map((file) => [relative(file.path), file.text]));
  const asset = (file) => ({ name: path.basename(file), contents: byName.get(file) });
  return { script: asset(scriptFile), stylesheet: stylesheetFile ? asset(stylesheetFile) : undefined };
}

/**
 * Builds everything in memory: `{ loader, script, stylesheet?, manifest }`, each file with its contents; the
 * manifest gives the addresses the page links (`{ script, stylesheet? }`).
 */
export async function buildWidgetInMemory({ projectRoot = defaultRoot, isDevelopment = false } = {}) {
  const [loader, app] = await Promise.all([buildLoader(projectRoot, isDevelopment), buildApp(projectRoot, isDevelopment)]);
  const manifest = {
    script: `${widgetOutput.assetsPath}/${app.script.name}`,
    ...(app.stylesheet ? { stylesheet: `${widgetOutput.assetsPath}/${app.stylesheet.name}` } : {}),
  };
  return { loader, script: app.script, stylesheet: app.stylesheet, manifest };
}

/**
 * Writes a file only when its contents change, through a rename: a build beside a running server never shows it
 * half a file, and an unchanged file keeps its time (what tells `npm start` whether its build is fresh).
 */
function writeIfChanged(file, contents) {
  if (existsSync(file) && readFileSync(file, "utf8") === contents) return false;
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, file);
  return true;
}

function removeStaleAssets(folder, keep) {
  const now = Date.now();
  for (const name of readdirSync(folder)) {
    const file = path.join(folder, name);
    if (keep.has(name) || now - statSync(file).mtimeMs < staleAssetAgeMs) continue;
    rmSync(file, { force: true });
  }
}

/** Builds the widget into `public/` and answers the manifest. */
export async function buildWidget({ projectRoot = defaultRoot, isDevelopment = false } = {}) {
  const built = await buildWidgetInMemory({ projectRoot, isDevelopment });
  const folder = path.join(projectRoot, widgetOutput.assetsFolder);
  writeIfChanged(path.join(projectRoot, widgetOutput.loaderFile), built.loader);
  const assets = [built.script, built.stylesheet].filter(Boolean);
  for (const asset of assets) writeIfChanged(path.join(folder, asset.name), asset.contents);
  writeIfChanged(path.join(projectRoot, widgetOutput.manifestFile), `${JSON.stringify(built.manifest, null, 2)}\n`);
  removeStaleAssets(folder, new Set(["manifest.json", ...assets.map((asset) => asset.name)]));
  return built.manifest;
}

const watching = globalThis;

/**
 * Builds for the development server, then again whenever a widget source changes (once per process). A failed
 * rebuild is reported and the last good files stay.
 */
export async function buildWidgetAndWatch({ projectRoot = defaultRoot } = {}) {
  const manifest = await buildWidget({ projectRoot, isDevelopment: true });
  if (watching.__switchboardWidgetWatcher) return manifest;
  let timer;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      buildWidget({ projectRoot, isDevelopment: true }).catch((error) => console.error(`The widget did not build: ${error.message}`));
    }, 100);
  };
  // The widget's code imports from across lib/ and components/ (its shapes, addresses, colours); a rebuild takes
  // a fraction of a second.
  watching.__switchboardWidgetWatcher = ["lib", "components"].map((folder) =>
    watch(path.join(projectRoot, folder), { recursive: true }, (_event, name) => {
      if (name && /\.(tsx?|css)$/.test(name) && !/\.test\.tsx?$/.test(name)) rebuild();
    }),
  );
  return manifest;
}

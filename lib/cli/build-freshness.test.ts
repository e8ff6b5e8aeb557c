import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { isBuildFresh } from "./build-freshness.mjs";

const distDir = ".next";
const base = new Date("2025-01-01T00:00:00Z").getTime();
const at = (seconds: number) => new Date(base + seconds * 1000);

let root: string;

function write(relative: string, seconds: number, contents = "") {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, contents);
  fs.utimesSync(file, at(seconds), at(seconds));
}

/** Directories count too, so every directory is dated explicitly after its contents are written. */
function touchDir(relative: string, seconds: number) {
  fs.utimesSync(path.join(root, relative), at(seconds), at(seconds));
}

/** A project whose inputs were all last changed at `seconds`. */
function project(seconds: number) {
  write("app/page.tsx", seconds, "export default function Page() { return null; }");
  write("app/agents/page.tsx", seconds, "export default function Agents() { return null; }");
  write("package.json", seconds, "{}");
  touchDir("app/agents", seconds);
  touchDir("app", seconds);
}

function build(seconds: number) {
  write(path.join(distDir, "BUILD_ID"), seconds, "build-1");
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "build-freshness-"));
});

afterEach(() => {
  fs.rmSync(root, { recursive: true, force: true });
});

describe("isBuildFresh", () => {
  it("is false without a BUILD_ID", () => {
    project(100);
    expect(isBuildFresh(root, distDir)).toBe(false);
    fs.mkdirSync(path.join(root, distDir));
    expect(isBuildFresh(root, distDir)).toBe(false);
  });

  it("is true when the build is newer than every input", () => {
    project(100);
    build(200);
    expect(isBuildFresh(root, distDir)).toBe(true);
  });

  it("is true when the build is exactly as new as the newest input", () => {
    project(200);
    build(200);
    expect(isBuildFresh(root, distDir)).toBe(true);
  });

  it("is false when a nested source file is newer than the build", () => {
    project(100);
    build(200);
    fs.utimesSync(path.join(root, "app/agents/page.tsx"), at(300), at(300));
    expect(isBuildFresh(root, distDir)).toBe(false);
  });

  it("is false when a top-level input file is newer than the build", () => {
    project(100);
    build(200);
    fs.utimesSync(path.join(root, "package.json"), at(300), at(300));
    expect(isBuildFresh(root, distDir)).toBe(false);
  });

  it("is false when an input directory changed after the build, as when a file is deleted", () => {
    project(100);
    build(200);
    touchDir("app", 300);
    expect(isBuildFresh(root, distDir)).toBe(false);
  });

  it("ignores inputs the project does not have", () => {
    project(100);
    build(200);
    for (const missing of ["public", "components", "lib", "package-lock.json", "next.config.mjs", "tsconfig.json"]) {
      expect(fs.existsSync(path.join(root, missing))).toBe(false);
    }
    expect(isBuildFresh(root, distDir)).toBe(true);
  });

  it("counts optional inputs once they exist", () => {
    project(100);
    build(200);
    write("public/logo.svg", 300, "<svg/>");
    touchDir("public", 100);
    expect(isBuildFresh(root, distDir)).toBe(false);
  });

  it("ignores files that are not build inputs", () => {
    project(100);
    build(200);
    write("README.md", 300, "# notes");
    write("tests/e2e/login.spec.ts", 300);
    expect(isBuildFresh(root, distDir)).toBe(true);
  });

  it("reads BUILD_ID from the given dist directory", () => {
    project(100);
    write(".next-test/BUILD_ID", 200, "build-2");
    expect(isBuildFresh(root, ".next-test")).toBe(true);
    expect(isBuildFresh(root, distDir)).toBe(false);
  });
});

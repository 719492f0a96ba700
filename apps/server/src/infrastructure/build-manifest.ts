import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** A chunk of Vite's build manifest (`dist/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  css?: string[];
  assets?: string[];
}

/**
 * The files the web build named after their content (`assets/index-DzJiL41.js`), relative to
 * the build's folder: every chunk, stylesheet and imported asset its manifest lists. Their
 * content never changes under their name, so browsers may keep them for a year without
 * asking again. Files the build copied under fixed names (the public folder, the templates)
 * are not in the manifest. No manifest (no build), no such file.
 */
export function contentNamedFiles(distDir: string): ReadonlySet<string> {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return new Set();
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  for (const chunk of Object.values(manifest)) {
    for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) {
      files.add(path.normalize(file));
    }
  }
  return files;
}

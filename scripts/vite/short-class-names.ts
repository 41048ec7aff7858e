import { createHash } from 'node:crypto';
import { relative } from 'node:path';

/**
 * The built app's CSS-module class names: the class's own name and four characters of a hash of
 * its stylesheet's path (from the project root), instead of Vite's `_<name>_<hash>_<line>`. Every
 * class map is part of the JavaScript of the page that uses it, so longer names cost the first
 * load of every page (and a map whose names share one suffix compresses best). The same
 * stylesheet and class give the same name in the client's build and the server renderer's,
 * which must agree; two stylesheets whose paths hash alike stop the build rather than share
 * names. Development keeps Vite's readable names.
 */
export function shortClassNames(root: string): (name: string, filename: string) => string {
  const fileOf = new Map<string, string>();
  return (name, filename) => {
    const file = relative(root, filename.split('?')[0] ?? filename).split('\\').join('/');
    const tag = createHash('sha256').update(file).digest('base64url').slice(0, 4).replace(/[-_]/g, 'x');
    const holder = fileOf.get(tag) ?? file;
    if (holder !== file) throw new Error(`short class names: ${holder} and ${file} hash alike (${tag}); lengthen the tag`);
    fileOf.set(tag, file);
    return `${name}_${tag}`;
  };
}

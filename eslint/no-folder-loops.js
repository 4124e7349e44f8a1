/**
 * An ESLint rule: no import loop between folders, not only between files. Each file belongs to a
 * folder unit (UNITS below); an import from unit A into unit B is refused when B already reaches
 * A through the imports of the tree, so two folders never lean on each other. The graph is read
 * from the files on disk once per lint run; the file being linted counts with its current text.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** Folders whose subfolders are units of their own; elsewhere a unit is a first-level folder (or a file) under a root. */
const GROUPS = ['functions/domain', 'functions/resources', 'functions/jobs', 'web/src/features', 'web/src/components'];
const ROOTS = ['functions', 'web/src', 'shared', 'infra'];
const ALIASES = { '@/': 'web/src/', '@shared/': 'shared/' };
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The unit of a repository-relative path, or undefined outside the roots. */
export function unitOf(path) {
  const group = GROUPS.find((g) => path.startsWith(`${g}/`));
  const base = group ?? ROOTS.find((r) => path.startsWith(`${r}/`));
  if (!base) return undefined;
  const rest = path.slice(base.length + 1).split('/');
  return `${base}/${rest[0]}`.replace(SOURCE, '');
}

function resolveImport(root, fromFile, specifier) {
  const alias = Object.keys(ALIASES).find((a) => specifier.startsWith(a));
  let target;
  if (alias) target = join(root, ALIASES[alias], specifier.slice(alias.length));
  else if (specifier.startsWith('.')) target = resolve(dirname(join(root, fromFile)), specifier);
  else return undefined;
  for (const extension of EXTENSIONS) {
    const candidate = target + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(root, candidate);
  }
  return undefined;
}

const graphs = new Map();

/** file -> the files it imports, for every source file under the roots (tests left out: they import everything). */
function diskGraph(root) {
  if (graphs.has(root)) return graphs.get(root);
  const edges = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'dist') walk(path);
      } else if (SOURCE.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name)) {
        const specifiers = [...readFileSync(join(root, path), 'utf8').matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);
        edges.set(path, specifiers.map((s) => resolveImport(root, path, s)).filter(Boolean));
      }
    }
  };
  for (const r of ROOTS) if (existsSync(join(root, r))) walk(r);
  graphs.set(root, edges);
  return edges;
}

/** The unit path from `from` to `to`, or undefined when `to` is not reachable. */
function pathBetween(unitEdges, from, to) {
  const previous = new Map([[from, undefined]]);
  const queue = [from];
  while (queue.length) {
    const unit = queue.shift();
    if (unit === to) {
      const path = [];
      for (let at = to; at !== undefined; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of unitEdges.get(unit) ?? []) if (!previous.has(next)) (previous.set(next, unit), queue.push(next));
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Refuse an import that closes a loop between two folders (units).' },
    schema: [],
    messages: { loop: 'Import loop between folders: {{path}}. Move what both need down a layer (docs/architecture.md).' },
  },
  create(context) {
    const root = context.cwd;
    const file = relative(root, context.filename);
    const unit = unitOf(file);
    if (!unit || /\.(test|spec)\.tsx?$/.test(file)) return {};
    const imports = [];
    const collect = (node) => {
      if (node.source && typeof node.source.value === 'string') imports.push(node);
    };
    return {
      ImportDeclaration: collect,
      ExportNamedDeclaration: collect,
      ExportAllDeclaration: collect,
      ImportExpression: collect,
      'Program:exit'() {
        const own = imports.map((node) => ({ node, target: resolveImport(root, file, node.source.value) })).filter((i) => i.target);
        const unitEdges = new Map();
        const add = (from, to) => {
          const a = unitOf(from);
          const b = unitOf(to);
          if (a && b && a !== b) (unitEdges.get(a) ?? unitEdges.set(a, new Set()).get(a)).add(b);
        };
        for (const [from, targets] of diskGraph(root)) if (from !== file) for (const to of targets) add(from, to);
        for (const { target } of own) add(file, target);
        const reported = new Set();
        for (const { node, target } of own) {
          const other = unitOf(target);
          if (!other || other === unit || reported.has(other)) continue;
          const back = pathBetween(unitEdges, other, unit);
          if (back) {
            reported.add(other);
            context.report({ node, messageId: 'loop', data: { path: [unit, ...back].join(' → ') } });
          }
        }
      },
    };
  },
};

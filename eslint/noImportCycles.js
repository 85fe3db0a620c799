// An ESLint rule: no module of src/ may import itself back through the modules it imports. A cycle
// means one of its modules runs before another it needs has finished loading (its exports are
// still undefined), and that two layers meant to be one above the other are one knot.
//
// The graph: every .ts/.tsx file under src/, read once per ESLint process with the TypeScript
// parser; the linted file's own imports come from the text being linted. Edges are relative
// imports (`.js` names the `.ts` or `.tsx` file; a name without a suffix tries them and index
// files): `import … from`, `export … from`, and `import('…')` with a literal name. A dynamic
// import is an edge: it runs the other module as surely, later, and deferring one was how the
// database layer used to reach the stock writer. A type-only import or export (`import type`,
// every name marked `type`) is not: the compiler erases it. An editor's long-running ESLint sees
// the other files as they were when it started.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;

/** Every source file under `root`. */
function listFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (SOURCE.test(e.name) && !e.name.endsWith('.d.ts')) out.push(p);
    }
  };
  walk(root);
  return out;
}

/** The file a relative import names, among `files`; undefined for a package or a file outside them. */
function resolve(files, from, spec) {
  if (!spec.startsWith('./') && !spec.startsWith('../')) return undefined;
  const base = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ''));
  const candidates = /\.jsx?$/.test(base)
    ? [base.replace(/\.jsx?$/, '.ts'), base.replace(/\.jsx?$/, '.tsx')]
    : [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  return candidates.find((c) => files.has(c));
}

const allTypes = (elements) => elements.length > 0 && elements.every((e) => e.isTypeOnly);

/** Where a file's import and export statements end: past the last line that ends one (`… from '…';`, `import '…';`). */
const LAST_STATEMENT = /^.*(\bfrom\s*|^\s*import\s*)(['"])[^'"\n]+\2;?[ \t]*$/gm;
function importsEnd(text) {
  let end = 0;
  for (const m of text.matchAll(LAST_STATEMENT)) end = m.index + m[0].length;
  return end;
}

/**
 * The module names a file imports at run time, read with the TypeScript parser: the whole file when
 * it has a dynamic import, else only its head, up to its last import or export statement (parsing
 * every line of the tree would cost ESLint a second).
 */
function importsInText(file, text) {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const dynamic = /\bimport\s*\(/.test(text);
  const source = ts.createSourceFile(file, dynamic ? text : text.slice(0, importsEnd(text)), ts.ScriptTarget.Latest, false, kind);
  const specs = [];
  for (const st of source.statements) {
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      if (clause?.isTypeOnly) continue;
      if (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings) && allTypes(clause.namedBindings.elements)) continue;
      specs.push(st.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier) {
      if (st.isTypeOnly) continue;
      if (st.exportClause && ts.isNamedExports(st.exportClause) && allTypes(st.exportClause.elements)) continue;
      specs.push(st.moduleSpecifier.text);
    }
  }
  if (dynamic) {
    const visit = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
        const [arg] = node.arguments;
        if (arg && ts.isStringLiteralLike(arg)) specs.push(arg.text);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return specs;
}

/** The import graph of a root, made once per process: file → the files it imports. */
const graphs = new Map();
function graphOf(root) {
  let graph = graphs.get(root);
  if (!graph) {
    const list = listFiles(root);
    const files = new Set(list);
    const edges = new Map();
    for (const f of list) {
      const targets = importsInText(f, fs.readFileSync(f, 'utf8'))
        .map((s) => resolve(files, f, s))
        .filter(Boolean);
      edges.set(f, targets);
    }
    graph = { files, edges };
    graphs.set(root, graph);
  }
  return graph;
}

/**
 * A path from `start` back to `file` through the graph, or undefined. `dead` holds the files known
 * not to lead back; a search that finds no path adds every file it reached.
 */
function pathBack(graph, file, start, dead) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    for (const next of graph.edges.get(at) ?? []) {
      if (next === file) {
        const trail = [];
        for (let n = at; n !== undefined; n = cameFrom.get(n)) trail.unshift(n);
        return trail;
      }
      if (cameFrom.has(next) || dead.has(next)) continue;
      cameFrom.set(next, at);
      queue.push(next);
    }
  }
  for (const f of cameFrom.keys()) dead.add(f);
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles among the modules of src/ (static and dynamic imports; type-only imports aside).' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle: {{trail}}. Move what both sides need into a module below them both.' },
  },
  create(context) {
    const cwd = context.cwd;
    const root = path.resolve(cwd, context.options[0]?.root ?? 'src');
    const file = path.resolve(cwd, context.filename);
    if (!file.startsWith(root + path.sep) || !SOURCE.test(file)) return {};
    const imports = [];
    const add = (node, source) => {
      if (source && typeof source.value === 'string') imports.push({ node, spec: source.value });
    };
    const allTypeSpecifiers = (specifiers, key) => specifiers.length > 0 && specifiers.every((s) => s[key] === 'type');
    return {
      ImportDeclaration(node) {
        if (node.importKind === 'type') return;
        const named = node.specifiers.filter((s) => s.type === 'ImportSpecifier');
        if (named.length === node.specifiers.length && allTypeSpecifiers(named, 'importKind')) return;
        add(node, node.source);
      },
      ExportNamedDeclaration(node) {
        if (!node.source || node.exportKind === 'type' || allTypeSpecifiers(node.specifiers, 'exportKind')) return;
        add(node, node.source);
      },
      ExportAllDeclaration(node) {
        if (node.exportKind !== 'type') add(node, node.source);
      },
      ImportExpression(node) {
        if (node.source.type === 'Literal') add(node, node.source);
      },
      'Program:exit'() {
        const graph = graphOf(root);
        const dead = new Set();
        const rel = (f) => path.relative(cwd, f).split(path.sep).join('/');
        for (const { node, spec } of imports) {
          const target = resolve(graph.files, file, spec);
          if (!target || dead.has(target)) continue;
          const trail = target === file ? [] : pathBack(graph, file, target, dead);
          if (trail) context.report({ node, messageId: 'cycle', data: { trail: [file, ...trail, file].map(rel).join(' → ') } });
        }
      },
    };
  },
};

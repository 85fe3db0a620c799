// The browser calls the API only through the typed client (client.ts): a contract's route, never a
// path of its own. A scan of every non-test source file under src/web fails, by file and line, on a
// call of `api.get/post/put/patch/delete/download` with a path (the old client, written as a string
// or template or any other argument), and on a use of api.ts's `transport` outside client.ts. The
// scanner is shown to bite on samples.
import { describe, expect, it } from 'vitest';
import * as apiModule from './api';
import { webSources } from '../testing/webSources';

/** A call of the old path-string client: `api.get<T>('/x', ...)`, `api.post(\`/x/${id}\`)`, `api.put(url, body)`. */
const PATH_CALL = /\bapi\s*\.\s*(get|post|put|patch|delete|download)\s*(<[^>()]*>)?\s*\(/g;
/** The transport the typed client sends through. */
const TRANSPORT = /\btransport\b/g;

/** Comments are left out: a comment may name the old calls. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

function offences(file: string, text: string): string[] {
  const src = code(text);
  const at = (i: number) => `${file}:${src.slice(0, i).split('\n').length}`;
  const found = [...src.matchAll(PATH_CALL)].map((m) => `${at(m.index)}: ${m[0]}`);
  if (file !== 'components/client.ts' && file !== 'components/api.ts') found.push(...[...src.matchAll(TRANSPORT)].map((m) => `${at(m.index)}: transport`));
  return found;
}

describe('no browser code calls the API with a path', () => {
  it('finds the old calls in the forms they were written', () => {
    expect(offences('x.ts', `await api.get<{ result: Row[] }>('/projects', { limit: 1 })`)).toHaveLength(1);
    expect(offences('x.ts', 'api.put(`/project/update/${id}`, v)')).toHaveLength(1);
    expect(offences('x.ts', `api.post(\`\${level.path}/create\`, body)`)).toHaveLength(1);
    expect(offences('x.ts', `api.delete(url)\napi.download('/backup')`)).toEqual(['x.ts:1: api.delete(', 'x.ts:2: api.download(']);
    expect(offences('x.ts', `api .get (path)`)).toHaveLength(1);
    expect(offences('x.tsx', `import { transport } from './api';`)).toHaveLength(1);
    // The typed client, and a comment naming the old calls, pass.
    expect(offences('x.ts', `call(projectsApi.projectUpdate, { params: { id }, body: v })`)).toEqual([]);
    expect(offences('x.ts', `// once api.get('/x') was used`)).toEqual([]);
    expect(offences('components/client.ts', `return transport.get(path, query);`)).toEqual([]);
  });

  it('every file under src/web calls routes through the typed client', () => {
    const files = webSources();
    expect(files.length).toBeGreaterThan(200);
    const found = files.flatMap((f) => offences(f.path, f.text));
    expect(found).toEqual([]);
  });

  it('api.ts offers no path-string client', () => {
    expect(Object.keys(apiModule)).not.toContain('api');
  });
});

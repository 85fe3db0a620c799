// The import boundaries of eslint.config.js bite: each rule refuses an import that crosses it, and
// lets the allowed ones through (ESLint's own API on source text, as `npm test` lints the tree). So
// does the import-cycle rule (eslint/noImportCycles.js): the linted text of a module of the tree,
// with one import more, against the rest of the tree as it is.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
async function problems(filePath: string, code: string, ...rules: string[]): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const wanted = rules.length ? rules : ['no-restricted-imports'];
  return result.messages.filter((m) => wanted.includes(m.ruleId ?? '')).map((m) => m.message);
}

describe('import boundaries', () => {
  it('a server feature may not import another feature, and may import its own files and the shared modules', async () => {
    const file = 'src/server/features/sales/example.ts';
    expect(await problems(file, `import { createPurchase } from '../purchases/service.js';\nexport const x = createPurchase;\n`)).toEqual([
      expect.stringContaining('A feature imports only its own files and the shared modules'),
    ]);
    expect(
      await problems(
        file,
        `import { post } from '../../ledger/ledger.js';\nimport { money } from '../../../domain/money.js';\nimport { getSale } from './queries.js';\nexport const x = [post, money, getSale];\n`,
      ),
    ).toEqual([]);
  });

  it('a shared server module may not import a feature', async () => {
    expect(await problems('src/server/ledger/example.ts', `import { bankBook } from '../features/reports/bankBook.js';\nexport const x = bankBook;\n`)).toEqual(
      [expect.stringContaining('Only the feature registry imports features')],
    );
  });

  it('the browser app may not import the server, nor one web feature another', async () => {
    expect(await problems('src/web/components/example.tsx', `import { sql } from '../../server/db/client.js';\nexport const x = sql;\n`)).toEqual([
      expect.stringContaining('Only the server imports the server'),
    ]);
    expect(
      await problems('src/web/features/sales/example.tsx', `import { PurchaseForm } from '../purchases/PurchaseForm';\nexport const x = PurchaseForm;\n`),
    ).toEqual([expect.stringContaining('A feature imports only its own files')]);
  });

  it('contracts and domain import neither the server nor the web', async () => {
    expect(await problems('src/domain/example.ts', `import { sql } from '../server/db/client.js';\nexport const x = sql;\n`)).toEqual([
      expect.stringContaining('Only the server imports the server'),
    ]);
  });

  it("the database layer imports nothing above it but the request's user", async () => {
    const file = 'src/server/db/example.ts';
    const above = 'The database layer imports nothing of the server above it';
    expect(await problems(file, `import { LEDGER } from '../ledger/accounts.js';\nexport const x = LEDGER;\n`)).toEqual([expect.stringContaining(above)]);
    expect(await problems(file, `export const later = () => import('../stock/recost.js');\n`, 'no-restricted-syntax')).toEqual([
      expect.stringContaining(above),
    ]);
    expect(
      await problems(
        file,
        `import { currentUserId } from '../auth/context.js';\nimport { rows } from './query.js';\nexport const x = [currentUserId, rows];\n`,
      ),
    ).toEqual([]);
  });
});

describe('import cycles', () => {
  const cycles = (file: string, code: string) => problems(file, code, 'local/no-import-cycles');

  it('a static import that leads back to its module is refused, naming the way round', async () => {
    // The ledger writer draws its voucher numbers from numbering.ts.
    expect(await cycles('src/server/numbering/numbering.ts', `import { post } from '../ledger/ledger.js';\nexport const x = post;\n`)).toEqual([
      'Import cycle: src/server/numbering/numbering.ts → src/server/ledger/ledger.ts → src/server/numbering/numbering.ts. Move what both sides need into a module below them both.',
    ]);
  });

  it('a dynamic import counts; a type-only import does not', async () => {
    // The cycle there was: the database client re-costed stock after migrating, and the stock writer imports the client.
    expect(await cycles('src/server/db/client.ts', `export const upgrade = () => import('../stock/recost.js');\n`)).toEqual([
      expect.stringContaining('Import cycle: src/server/db/client.ts → src/server/stock/recost.ts → src/server/db/client.ts.'),
    ]);
    expect(
      await cycles('src/server/numbering/numbering.ts', `import type { VoucherInput } from '../ledger/ledger.js';\nexport type X = VoucherInput;\n`),
    ).toEqual([]);
    expect(
      await cycles('src/server/numbering/numbering.ts', `import { type VoucherInput } from '../ledger/ledger.js';\nexport type X = VoucherInput;\n`),
    ).toEqual([]);
  });
});

// The import boundaries of eslint.config.js bite: each rule refuses an import that crosses it, and
// lets the allowed ones through (ESLint's own API on source text, as `npm test` lints the tree).
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();
async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
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
    expect(await problems('src/server/ledger/example.ts', `import { bankBook } from '../features/reports/bankBook.js';\nexport const x = bankBook;\n`)).toEqual([
      expect.stringContaining('Only the feature registry imports features'),
    ]);
  });

  it('the browser app may not import the server, nor one web feature another', async () => {
    expect(await problems('src/web/components/example.tsx', `import { sql } from '../../server/db/client.js';\nexport const x = sql;\n`)).toEqual([
      expect.stringContaining('Only the server imports the server'),
    ]);
    expect(await problems('src/web/features/sales/example.tsx', `import { PurchaseForm } from '../purchases/PurchaseForm';\nexport const x = PurchaseForm;\n`)).toEqual([
      expect.stringContaining('A feature imports only its own files'),
    ]);
  });

  it('contracts and domain import neither the server nor the web', async () => {
    expect(await problems('src/domain/example.ts', `import { sql } from '../server/db/client.js';\nexport const x = sql;\n`)).toEqual([
      expect.stringContaining('Only the server imports the server'),
    ]);
  });
});

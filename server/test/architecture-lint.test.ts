import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rules that keep the module boundaries (eslint.config.js) must fire on the imports they forbid: a
 * rule that is silently switched off, or a zone that no longer matches, would let `npm run lint` pass while
 * the boundaries rot. Each case lints a small source as if it were a file of the repository.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('lint rules for module boundaries', { timeout: 60_000 }, () => {
  it("refuses a module importing another module's repository or tables", async () => {
    const file = 'server/src/modules/jobs/lint-probe.ts';
    expect(await ruleIds(file, "export { findById } from '../users/repo';\n")).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await ruleIds(file, "export type { UsersTable } from '../users/tables';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it("lets a module call another module's service", async () => {
    const ids = await ruleIds(
      'server/src/modules/jobs/lint-probe.ts',
      "export { namesById } from '../users/service';\n",
    );
    expect(ids).not.toContain('import-x/no-restricted-paths');
  });

  it('refuses the platform importing a module', async () => {
    expect(
      await ruleIds('server/src/platform/lint-probe.ts', "export { namesById } from '../modules/users/service';\n"),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses a web feature importing another feature', async () => {
    expect(
      await ruleIds(
        'web/src/features/jobs/components/lint-probe.ts',
        "export { useCities } from '../../directory/api/search-businesses';\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses an import cycle', async () => {
    // seo/service.ts imports seo/content.ts; content importing the service back closes a cycle.
    const ids = await ruleIds(
      'server/src/modules/seo/content.ts',
      "import { forgetSitemaps } from './service';\nexport const probe = forgetSitemaps;\n",
    );
    expect(ids).toContain('import-x/no-cycle');
  });
});

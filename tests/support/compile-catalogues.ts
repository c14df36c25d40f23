// vitest's globalSetup: the compiled language catalogues are generated, not committed (decision 0042), so a
// test run makes them first when the catalogues changed since they were last compiled.
import { ensureCatalogues } from '../../scripts/i18n-fresh.mjs';

export default function setup(): void {
  ensureCatalogues(process.cwd());
}

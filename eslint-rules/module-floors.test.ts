import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { moduleFloors } from './module-floors.js';

// Plants each violation of the API's floors (issue 29) in made-up files and sees the rule fire;
// apps/api/src/module-floors.test.ts runs the repository's own config on the real modules.
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});
const options = [
  {
    modulesDir: 'apps/api/src/modules',
    floors: { data: 0, access: 1, tree: 3, site: 3, gedcom: 4 },
    dataFloor: 0,
    allowed: ['site -> tree'],
  },
];
const inModule = (module: string) => `apps/api/src/modules/${module}/probe.ts`;

tester.run('module-floors', moduleFloors, {
  valid: [
    {
      filename: inModule('tree'),
      code: "import { a } from '../data/persons.repository.js';",
      options,
    },
    {
      filename: inModule('tree'),
      code: "import { a } from '../access/access.policy.js';",
      options,
    },
    { filename: inModule('tree'), code: "import { a } from './tree.service.js';", options },
    {
      filename: inModule('gedcom'),
      code: "import { a } from '../tree/tree-reverter.js';",
      options,
    },
    { filename: inModule('site'), code: "import { a } from '../tree/tree-reverter.js';", options },
    {
      filename: 'apps/api/src/app.ts',
      code: "import { a } from './modules/gedcom/x.js';",
      options,
    },
    { filename: inModule('tree'), code: "import { a } from '../../infra/errors.js';", options },
    // Types carry no behaviour: a service handed in by app.ts is typed by its module.
    { filename: inModule('tree'), code: "import type { S } from '../gedcom/x.js';", options },
    { filename: inModule('tree'), code: "import { type S } from '../gedcom/x.js';", options },
  ],
  invalid: [
    {
      filename: inModule('access'),
      code: "import { a } from '../tree/tree.service.js';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: inModule('tree'),
      code: "import { a } from '../site/site.service.js';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: inModule('tree'),
      code: "export { a } from '../gedcom/x.js';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: inModule('tree'),
      code: "const m = import('../site/site.service.js');",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: inModule('tree'),
      code: "import { a, type S } from '../gedcom/x.js';",
      options,
      errors: [{ messageId: 'upward' }],
    },
    {
      filename: inModule('gedcom'),
      code: "import { a } from '../tree/tree.repository.js';",
      options,
      errors: [{ messageId: 'repository' }],
    },
    {
      filename: inModule('tree'),
      code: "import { a } from '../newcomer/x.js';",
      options,
      errors: [{ messageId: 'noFloor' }],
    },
  ],
});

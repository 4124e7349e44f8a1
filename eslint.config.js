/**
 * The linter enforces the architecture (docs/decisions/005-layers-enforced-by-lint.md), not a
 * style: which folder may import which (the layers of ../shared/design/architecture.md), that
 * web features and the handler kit stay independent, and that there are no import cycles.
 * `npm run lint`; `npm test` runs it before the tests.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import noFolderLoops from './eslint/no-folder-loops.js';

const root = import.meta.dirname;
const subfolders = (dir) =>
  readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Folders no production layer may import: they import the layers, never the other way round. */
const OUTSIDE = ['./test', './bench', './scripts'];

/** Each web feature (web/src/features/<x>) imports no other feature: what two share goes to api/, components/ or lib/. */
const featureZones = subfolders('web/src/features').map((feature) => ({
  target: `./web/src/features/${feature}`,
  from: './web/src/features',
  except: [`./${feature}`],
  message: 'A web feature does not import another feature; move what both need to web/src/api (requests), web/src/components or web/src/lib.',
}));

/** Each folder of functions/resources (or functions/jobs) imports no other: what two share moves down to domain/ or data/. */
const apartZones = (group, what) =>
  subfolders(`functions/${group}`).map((name) => ({
    target: `./functions/${group}/${name}`,
    from: `./functions/${group}`,
    except: [`./${name}`],
    message: `A ${what} does not import another ${what}; move what both need down to functions/domain or functions/data.`,
  }));

/** Fields that hold statuses and codes: compared with numbers only through their names. */
/** The DynamoDB SDK, which only functions/data/ imports. */
const DYNAMODB_ONLY_IN_DATA = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'].map((name) => ({
  name,
  message: 'Only functions/data/ speaks DynamoDB: call (or add) a data function with a name that says what it does.',
}));

const CODED = '/^(status|criterion|custom|customType|participationType|participationStatus|roleId|type|operator|process|outcome|metricType|triggerType)$/';
const NUMBER = '/^-?[0-9]+$/';

/** The manifests at the top of functions/ (routes, jobs, rights): read by CDK and the local runtime, they import only each other. */
const MANIFESTS = ['./routes.ts', './jobs.ts', './rights.ts'];

/** functions/ flows one way (docs/architecture.md): resources and jobs -> kit -> domain -> adapters and data. */
const FUNCTION_ZONES = [
  {
    target: './functions/data',
    from: './functions',
    except: ['./data'],
    message: 'functions/data/ is the bottom layer: it imports only itself and shared/.',
  },
  {
    target: './functions/adapters',
    from: './functions',
    except: ['./adapters', ...MANIFESTS],
    message: 'functions/adapters/ speak to AWS behind their ports and import only themselves and the manifests.',
  },
  {
    target: './functions/domain',
    from: './functions',
    except: ['./domain', './data', './adapters', ...MANIFESTS],
    message: 'functions/domain/ knows nothing of HTTP, resources or jobs: it imports only domain/, data/ and adapters/.',
  },
  {
    target: './functions/kit',
    from: './functions',
    except: ['./kit', './domain', './data', ...MANIFESTS],
    message: 'The handler kit imports no resource or job: only the domain, the data layer and the manifests. Let the resource definition pass what the kit needs.',
  },
  {
    target: './functions/jobs',
    from: './functions/kit',
    message: 'A job is not an HTTP handler: it imports the domain, the adapters and the data layer, not the kit.',
  },
  ...MANIFESTS.map((manifest) => ({
    target: `./functions/${manifest.slice(2)}`,
    from: './functions',
    except: MANIFESTS,
    message: 'The manifests (routes.ts, jobs.ts, rights.ts) import only each other and shared/.',
  })),
  ...apartZones('resources', 'resource'),
  ...apartZones('jobs', 'job'),
  {
    // the API's description loads every schema and list spec: only its own function carries them
    target: ['./functions/resources', './functions/jobs', './functions/domain', './functions/data', './functions/kit', './functions/adapters'],
    from: './functions/openapi',
    message: 'Only functions/openapi/ imports itself (the API description, a function of its own): it loads every schema and list spec, which no other function should bundle.',
  },
  {
    // the approvals' function runs held requests through the routes that hold them (docs/approvals.md): nothing imports it back
    target: ['./functions/resources', './functions/jobs', './functions/domain', './functions/data', './functions/kit', './functions/adapters', './functions/streaming'],
    from: './functions/approvals',
    message: 'functions/approvals/ is a function of its own that imports the resources whose held changes it applies: nothing in functions/ imports it (but the API description its list).',
  },
  {
    // AWS's host of the streamed routes: it imports the resources it serves, so nothing may import it back
    target: ['./functions/resources', './functions/jobs', './functions/domain', './functions/data', './functions/kit', './functions/adapters', './functions/openapi'],
    from: './functions/streaming',
    message: 'functions/streaming/ is a function of its own (the streamed routes in AWS) that imports the resources it serves: nothing in functions/ imports it.',
  },
];

const LAYER_ZONES = [
  {
    target: './shared',
    from: ['./functions', './infra', './web', ...OUTSIDE],
    message: 'shared/ is the vocabulary of web and functions and imports nothing outside itself.',
  },
  {
    target: './functions',
    from: ['./infra', './web', ...OUTSIDE],
    message: 'functions/ imports only functions/ and shared/.',
  },
  {
    target: './infra',
    from: ['./web', ...OUTSIDE],
    message: 'infra/ imports functions/, shared/ and itself, never the SPA (it deploys web/dist as files).',
  },
  {
    target: './web/src',
    from: ['./functions', './infra', ...OUTSIDE],
    message: 'The SPA imports only web/src and shared/; it reaches the functions through the HTTP API.',
  },
  ...FUNCTION_ZONES,
  {
    target: ['./web/src/api', './web/src/components', './web/src/lib'],
    from: './web/src/features',
    message: 'The shared parts of the SPA (web/src/api, components, lib) import no feature: features build on them, and the app puts features together.',
  },
  ...featureZones,
];

/** `../../x` and deeper; `../x` stays fine. */
const CLIMBS_TWO_FOLDERS = '^(\\.\\.\\/){2,}';
const CLIMB_MESSAGE = "Import through @/ (web/src) or @shared/ (shared/) rather than climbing more than one folder ('../../').";

export default defineConfig(
  { ignores: ['node_modules/', 'web/dist/', 'cdk.out/', '.data/', 'test-results/', 'playwright-report/', '.tmp/'] },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { 'import-x': importX, architecture: { rules: { 'no-folder-loops': noFolderLoops } } },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: LAYER_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'architecture/no-folder-loops': 'error',
    },
  },
  {
    // No unused imports or variables: a leftover import keeps a folder tied to another for nothing.
    files: ['**/*.{ts,tsx}'],
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', ignoreRestSiblings: true, varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Statuses and codes by name (shared/): `p.status === 1` says nothing and drifts from the
    // vocabulary; `CONFIRMED_STATUSES.includes(p.status)` says what it means.
    files: ['functions/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[`BinaryExpression[left.type='MemberExpression'][left.property.name=${CODED}][right.type='Literal'][right.raw=${NUMBER}]`, `BinaryExpression[right.type='MemberExpression'][right.property.name=${CODED}][left.type='Literal'][left.raw=${NUMBER}]`].map(
          (selector) => ({ selector, message: 'Compare statuses and codes with their names from shared/ (shared/directory/vocabulary.ts, shared/status.ts, shared/target-groups/), not with a number.' }),
        ),
        {
          selector: `SwitchStatement[discriminant.type='MemberExpression'][discriminant.property.name=${CODED}] > SwitchCase[test.type='Literal'][test.raw=${NUMBER}]`,
          message: 'Name the case: a status or code from shared/, not a number.',
        },
      ],
    },
  },
  {
    // DynamoDB is spoken in one layer: functions/data/ (docs/architecture.md). Everything else,
    // the local runtime, tools, benchmarks and tests included, calls a data function by its name.
    files: ['**/*.{ts,tsx,js,mjs}'],
    // (the embedded store's own tests speak its wire protocol: that is what they test)
    ignores: ['functions/data/**', 'test/local/transactions.test.ts', 'test/local/support/**'],
    rules: { 'no-restricted-imports': ['error', { paths: DYNAMODB_ONLY_IN_DATA }] },
  },
  {
    // The SPA names what it imports from a fixed place (@/ is web/src, @shared/ the repo's shared/)
    // instead of climbing folders: an import then reads the same in every file and survives a move.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      // (a later rule entry replaces an earlier one: the DynamoDB paths are repeated here)
      'no-restricted-imports': ['error', { paths: DYNAMODB_ONLY_IN_DATA, patterns: [{ regex: CLIMBS_TWO_FOLDERS, message: CLIMB_MESSAGE }] }],
      // Lazy routes and dialogs load through import(), which no-restricted-imports does not see.
      'no-restricted-syntax': ['error', { selector: `ImportExpression > Literal[value=/${CLIMBS_TWO_FOLDERS}/]`, message: CLIMB_MESSAGE }],
    },
  },
  {
    // No Node, no AWS, no React in the shared vocabulary: it runs in the browser and in Lambda alike.
    files: ['shared/**/*.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@aws-sdk/*', 'aws-*', '@middy/*', 'constructs', 'cdk-nag', 'react', 'react-*', 'primereact', 'primereact/*', 'swr', 'valtio', 'wouter'],
              message: 'shared/ uses no Node, AWS or React APIs.',
            },
          ],
        },
      ],
    },
  },
);

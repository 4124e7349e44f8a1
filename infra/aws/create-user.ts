/**
 * Creates a back-office user, or resets a password, in the DEPLOYED table: the way to get the
 * first super-admin after `cdk deploy` (users live in the table with scrypt password hashes, so
 * they cannot be typed into the console). It reuses functions/domain/users/users.ts, the same code the
 * API and the local `npm run user` use, so the record, the username claim and the hash are exactly
 * what the login handler expects.
 *
 * Runs with your AWS credentials (AWS_PROFILE / AWS_REGION or any default credential source);
 * needs dynamodb:GetItem, PutItem, UpdateItem, DeleteItem and DescribeTable on the table.
 *
 *   npx tsx infra/aws/create-user.ts --table <TableName output> create admin --first Ada --last Admin --role super_admin
 *   npx tsx infra/aws/create-user.ts --table <TableName output> reset-password admin
 *
 * Without --password a strong random password is generated and printed once. The table name is
 * the stack's `TableName` output (or set TABLE_NAME). DYNAMODB_ENDPOINT points it elsewhere
 * (e.g. LocalStack).
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { tableAdmin } from '../../functions/data/table-admin.ts';
import { ROLES, type Role } from '../../shared/roles.ts';

const USAGE = `Usage:
  npx tsx infra/aws/create-user.ts --table <name> create <username> --first <first name> --last <last name> [--role super_admin|staff] [--password <password>]
  npx tsx infra/aws/create-user.ts --table <name> reset-password <username> [--password <password>]
The table name is the stack output TableName (or env TABLE_NAME). Uses your AWS credentials and region.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    table: { type: 'string' },
    first: { type: 'string' },
    last: { type: 'string' },
    role: { type: 'string', default: 'staff' },
    password: { type: 'string' },
    help: { type: 'boolean' },
  },
});

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

const [command, username] = positionals;
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
if (command !== 'create' && command !== 'reset-password') fail(command ? `Unknown command '${command}'.` : 'Give a command.');
if (!username) fail('Give the username.');
const table = values.table ?? process.env.TABLE_NAME;
if (!table) fail('Give --table (the stack output TableName) or set TABLE_NAME.');
if (values.password !== undefined && values.password.length < 8) fail('A password needs at least 8 characters.');
if (command === 'create') {
  if (!values.first || !values.last) fail('Give --first and --last.');
  if (!ROLES.includes(values.role as Role)) fail(`--role is one of ${ROLES.join(', ')}.`);
}

// functions/data/client.ts reads these when the data layer is first used.
process.env.TABLE_NAME = table;

const admin = tableAdmin();
try {
  const region = await admin.region();
  const described = await admin.describe(table);
  if (!described) fail(`There is no table '${table}' in ${region}.`);
  console.error(`Table ${table} (${described.status}) in ${region}${process.env.DYNAMODB_ENDPOINT ? ` at ${process.env.DYNAMODB_ENDPOINT}` : ''}.`);
} catch (error) {
  fail(`Cannot reach table '${table}': ${(error as Error).message}`);
} finally {
  admin.close();
}

// Imported only now, so TABLE_NAME is set before the data layer reads it.
const { createUser, resetPassword } = await import('../../functions/domain/users/users.ts');
const { bySystem } = await import('../../functions/domain/audit/trail.ts');
const password = values.password ?? randomBytes(12).toString('base64url');
const shown = values.password ? '(as given)' : password;
try {
  if (command === 'create') {
    const user = await createUser({ username, password, firstName: values.first!, lastName: values.last!, role: values.role as Role }, bySystem('create-user', 'create'));
    console.log(`Created user #${user.id} ${user.username} (${user.role}); password: ${shown}`);
  } else {
    const user = await resetPassword(username, password, bySystem('create-user', 'password-change', 'Reset'));
    if (!user) fail(`There is no user '${username}'.`);
    console.log(`Reset the password of ${user.username}; password: ${shown}`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}

import { PASSWORD_MIN_LENGTH } from '../../shared/auth.ts';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { openLocalStore } from './local-store.ts';
import { createUser, deleteUser, resetPassword, setRole, users } from '../../functions/domain/users/users.ts';
import { bySystem } from '../../functions/domain/audit/trail.ts';
import { ROLES, type Role } from '../../shared/roles.ts';

const USAGE = `Usage:
  npm run user -- create <username> --first <first name> --last <last name> [--role staff|super_admin] [--password <password>]
  npm run user -- reset-password <username> [--password <password>]
  npm run user -- set-role <username> --role staff|super_admin
  npm run user -- delete <username>
  npm run user -- list
Without --password a strong random password is generated and printed once.
Every change is recorded in the audit trail as the system's job 'user-cli'.`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { first: { type: 'string' }, last: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
});
const [command, username] = positionals;
/** The job the trail names for every change made here. */
const CLI = 'user-cli';

function fail(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(1);
}

if (values.help || !command) {
  console.log(USAGE);
  process.exit(command ? 0 : 1);
}
if (values.password !== undefined && values.password.length < PASSWORD_MIN_LENGTH && command !== 'list') fail(`A password needs at least ${PASSWORD_MIN_LENGTH} characters.`);

const store = await openLocalStore();
try {
  const password = values.password ?? randomBytes(12).toString('base64url');
  const shown = values.password ? '(as given)' : password;
  if (command === 'create') {
    if (!username) fail('Give the username.');
    if (!values.first || !values.last) fail('Give --first and --last.');
    const role = values.role ?? 'staff';
    if (!ROLES.includes(role as Role)) fail(`--role is one of ${ROLES.join(', ')}.`);
    const user = await createUser({ username, password, firstName: values.first, lastName: values.last, role: role as Role }, bySystem(CLI, 'create'));
    console.log(`Created user #${user.id} ${user.username} (${user.role}); password: ${shown}`);
  } else if (command === 'reset-password') {
    if (!username) fail('Give the username.');
    const user = await resetPassword(username, password, bySystem(CLI, 'password-change', 'Reset'));
    if (!user) fail(`There is no user '${username}'.`);
    console.log(`Reset the password of ${user.username}; password: ${shown}`);
  } else if (command === 'set-role') {
    if (!username) fail('Give the username.');
    if (!ROLES.includes(values.role as Role)) fail(`--role is one of ${ROLES.join(', ')}.`);
    const user = await setRole(username, values.role as Role, bySystem(CLI, 'update'));
    if (!user) fail(`There is no user '${username}'.`);
    console.log(`${user.username} is now ${user.role}.`);
  } else if (command === 'delete') {
    if (!username) fail('Give the username.');
    const user = await deleteUser(username, bySystem(CLI, 'delete'));
    if (!user) fail(`There is no user '${username}'.`);
    console.log(`Deleted user #${user.id} ${user.username}.`);
  } else if (command === 'list') {
    for (const user of [...(await users.list())].sort((a, b) => a.id - b.id)) console.log(`#${user.id}\t${user.username}\t${user.role}\t${user.name}`);
  } else fail(`Unknown command '${command}'.`);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await store.close();
}

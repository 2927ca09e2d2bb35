/**
 * Operator commands for accounts:
 * The username may also be given as `--username <name>`; any other flag, or a username that starts
 * with "-", is refused with the usage line, so a mistyped flag never becomes an account's name.
 *
 *   npm run admin -- create <username>   make an admin (asks for the password,
 *                                        or reads ADMIN_PASSWORD)
 *   npm run admin -- promote <username>  make an existing user an admin
 *   npm run admin -- demote <username>   take admin rights away
 *   npm run admin -- reset-link <username>
 *                                        print a one-time link (valid one hour) that lets
 *                                        the person choose a new password
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { registerRequestSchema } from '../../shared/schemas/user';
import { describeDatabase, openStore } from '../db/open';
import { ConfigError, loadConfig } from '../env';
import { createAccountService } from '../services/account';
import { PRODUCTION_SCRYPT_COST } from '../services/passwords';
import { COMMAND_LINE_ACTOR, createAuditService } from '../services/admin/audit';
import { AdminRoleError, changeAdminRole } from '../services/admin/users';
import { createUserService, UsernameTakenError } from '../services/users';

export const USAGE =
  'usage: npm run admin -- <create|promote|demote|reset-link> <username>  (or --username <username>)';
const COMMANDS = ['create', 'promote', 'demote', 'reset-link'] as const;
type Command = (typeof COMMANDS)[number];

/** The command and username of the command line, or why it is refused (a line to print). */
export function parseAdminArgs(argv: string[]): { command: Command; username: string } | { error: string } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { username: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    // node:util names the flag it does not know ("Unknown option '--user'").
    return { error: `${err instanceof Error ? err.message : String(err)}\n${USAGE}` };
  }
  const [command, positional, ...extra] = parsed.positionals;
  const flag = parsed.values.username;
  if (!command || !COMMANDS.includes(command as Command)) return { error: USAGE };
  if (extra.length > 0) return { error: `Unexpected "${extra.join(' ')}"\n${USAGE}` };
  if (positional !== undefined && flag !== undefined && positional !== flag) {
    return { error: `Two usernames given ("${positional}" and --username "${flag}")\n${USAGE}` };
  }
  const username = flag ?? positional;
  if (!username) return { error: USAGE };
  if (username.startsWith('-')) return { error: `"${username}" looks like a flag, not a username\n${USAGE}` };
  return { command: command as Command, username };
}

/** Reads one line from the terminal without echoing it. */
function readHidden(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const stdin = process.stdin;
    let value = '';
    process.stdout.write(prompt);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new Error('Cancelled'));
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new Error('No terminal to ask for the password: set ADMIN_PASSWORD instead.');
  }
  const first = await readHidden('Password (at least 8 characters): ');
  const second = await readHidden('Repeat the password: ');
  if (first !== second) throw new Error("Passwords don't match");
  return first;
}

async function main(argv: string[]): Promise<number> {
  const args = parseAdminArgs(argv);
  if ('error' in args) {
    console.error(args.error);
    return 2;
  }
  const { command, username } = args;
  const config = loadConfig();
  const store = await openStore(config);
  const where = describeDatabase(config);
  const users = createUserService(store, PRODUCTION_SCRYPT_COST);
  const audit = createAuditService(store, Date.now);
  try {
    if (command === 'create') {
      const password = config.ADMIN_PASSWORD ?? (await askPassword());
      const parsed = registerRequestSchema.safeParse({ username, password });
      if (!parsed.success) {
        console.error(parsed.error.issues[0]?.message ?? 'Invalid username or password');
        return 1;
      }
      const user = await users.register(parsed.data, { isAdmin: true });
      await audit.record(COMMAND_LINE_ACTOR, {
        action: 'user.create-admin',
        targetType: 'user',
        targetId: user.id,
        summary: { username: user.username },
      });
      console.log(`Created admin "${user.username}" (id ${user.id}) in ${where}`);
      return 0;
    }
    const user = await users.findByUsername(username);
    if (!user) {
      console.error(`No user named "${username}" in ${where}`);
      return 1;
    }
    if (command === 'reset-link') {
      const { token, expiresAt } = await createAccountService(
        store,
        Date.now,
        PRODUCTION_SCRYPT_COST,
      ).issueResetLink(user.id);
      await audit.record(COMMAND_LINE_ACTOR, {
        action: 'user.reset-link',
        targetType: 'user',
        targetId: user.id,
        summary: { username: user.username },
      });
      const origin = config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`;
      console.log(
        `One-time password reset link for "${user.username}" (works once, until ${expiresAt.toISOString()}):`,
      );
      console.log(`${origin}/reset-password?token=${token}`);
      console.log('Give it to them privately; a newer link replaces this one.');
      return 0;
    }
    // The same rule as the admin screens: never remove the last admin.
    await changeAdminRole(store, audit, COMMAND_LINE_ACTOR, user.id, command === 'promote');
    console.log(`${user.username} is ${command === 'promote' ? 'now an admin' : 'no longer an admin'}`);
    return 0;
  } catch (err) {
    if (err instanceof AdminRoleError) {
      console.error(err.message);
      return 1;
    }
    if (err instanceof UsernameTakenError) {
      console.error(`"${username}" already exists: use "npm run admin -- promote ${username}"`);
      return 1;
    }
    throw err;
  } finally {
    await store.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof ConfigError || err instanceof Error ? err.message : String(err));
      process.exit(1);
    },
  );
}

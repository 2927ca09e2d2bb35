/**
 * Operator commands for accounts:
 *   npm run admin -- create <username>   make an admin (asks for the password,
 *                                        or reads ADMIN_PASSWORD)
 *   npm run admin -- promote <username>  make an existing user an admin
 *   npm run admin -- demote <username>   take admin rights away
 */
import { createInterface } from 'node:readline/promises';
import { registerRequestSchema } from '../../shared/schemas/user';
import { openDatabase } from '../db/client';
import { ConfigError, loadConfig } from '../env';
import { PRODUCTION_SCRYPT_COST } from '../services/passwords';
import { createUserService, UsernameTakenError } from '../services/users';

const USAGE = 'usage: npm run admin -- <create|promote|demote> <username>';

async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    throw new Error('No terminal to ask for the password: set ADMIN_PASSWORD instead.');
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    const first = await rl.question('Password (at least 8 characters): ');
    const second = await rl.question('Repeat the password: ');
    if (first !== second) throw new Error("Passwords don't match");
    return first;
  } finally {
    rl.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, username] = argv;
  if (!command || !username || !['create', 'promote', 'demote'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const db = openDatabase(config.DATABASE_PATH);
  const users = createUserService(db, PRODUCTION_SCRYPT_COST);
  try {
    if (command === 'create') {
      const password = config.ADMIN_PASSWORD ?? (await askPassword());
      const parsed = registerRequestSchema.safeParse({ username, password });
      if (!parsed.success) {
        console.error(parsed.error.issues[0]?.message ?? 'Invalid username or password');
        return 1;
      }
      const user = await users.register(parsed.data, { isAdmin: true });
      console.log(`Created admin "${user.username}" (id ${user.id}) in ${config.DATABASE_PATH}`);
      return 0;
    }
    const user = users.findByUsername(username);
    if (!user) {
      console.error(`No user named "${username}" in ${config.DATABASE_PATH}`);
      return 1;
    }
    users.setAdmin(user.id, command === 'promote');
    console.log(`${user.username} is ${command === 'promote' ? 'now an admin' : 'no longer an admin'}`);
    return 0;
  } catch (err) {
    if (err instanceof UsernameTakenError) {
      console.error(`"${username}" already exists: use "npm run admin -- promote ${username}"`);
      return 1;
    }
    throw err;
  } finally {
    db.$client.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError || err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);

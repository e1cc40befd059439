// Development accounts and a team (never in production). Running it again changes nothing.
import { DEV_ACCOUNTS, DEV_PASSWORD } from '@quizdrill/contracts';
import { createLogger, enqueueEvent, runMigrations } from '@quizdrill/service-kit';
import type { Kysely } from 'kysely';
import { loadAuthConfig } from './config.js';
import { DATABASE } from './db/schema.js';
import type { AuthTables } from './db/tables.js';
import { newJoinCode } from './domain/join-code.js';
import { addMember, groupNamed, insertGroup } from './groups/groups.repository.js';
import { registeredData } from './users/accounts.js';
import { hashPassword } from './users/passwords.js';
import { findByLogin, insertUser, setPasswordHash } from './users/users.repository.js';

export const SEED_PASSWORD = DEV_PASSWORD;
export const SEED_ACCOUNTS = DEV_ACCOUNTS;

export const SEED_TEAM = 'Klass 9A';

export async function seed(db: Kysely<AuthTables>): Promise<void> {
  const passwordHash = await hashPassword(SEED_PASSWORD);
  await db.transaction().execute(async (trx) => {
    for (const account of SEED_ACCOUNTS) {
      if (await findByLogin(trx, account.username)) continue;
      const user = await insertUser(trx, {
        id: account.id,
        username: account.username,
        email: `${account.username}@quizdrill.example`,
        first_name: account.firstName,
        last_name: account.lastName,
        role: account.role,
        is_premium: account.role === 'ROLE_PREMIUM',
      });
      await setPasswordHash(trx, user.id, passwordHash);
      await enqueueEvent(trx, 'users.user.registered', registeredData(user));
    }
    const educator = await findByLogin(trx, 'educator');
    const student = await findByLogin(trx, 'student');
    const existing = await groupNamed(trx, SEED_TEAM);
    if (educator && student && !existing) {
      const teamId = await insertGroup(trx, SEED_TEAM, educator.id, newJoinCode());
      if (teamId === undefined) throw new Error('The seeded team drew a join code that is taken; seed again');
      await addMember(trx, teamId, student.id);
    }
  });
}

const isEntryPoint = import.meta.url === `file://${process.argv[1]}`;
if (isEntryPoint) {
  const config = loadAuthConfig();
  const logger = createLogger('auth-seed', config.LOG_LEVEL);
  if (config.NODE_ENV === 'production') {
    logger.info('production: no development accounts are created');
  } else {
    await runMigrations<AuthTables>({ databaseUrl: config.DATABASE_URL, ...DATABASE, logger }, async (db) => {
      await seed(db);
      logger.info(
        { accounts: SEED_ACCOUNTS.map((account) => account.username) },
        'development accounts ready',
      );
    });
  }
}

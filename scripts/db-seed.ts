import { pino } from 'pino';
import { prepareDatabase } from '../src/server/bootstrap.ts';
import { loadConfig } from '../src/server/config.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel });
const { database, seed } = await prepareDatabase(config, log, { seed: 'always' });
await database.close();
if (seed.createdAdmin) {
  process.stdout.write(`Admin username: ${seed.createdAdmin.username}\n`);
  process.stdout.write(
    seed.createdAdmin.generated
      ? `Admin password: ${seed.createdAdmin.password}\n`
      : 'Admin password: ADMIN_PASSWORD\n',
  );
}
process.stdout.write(seed.demoLoaded ? 'Demo village loaded.\n' : 'Seeded (nothing new to load).\n');

// Opens the database the configuration names and brings its schema up to date.
import path from 'node:path';
import type { Config } from '../config.ts';
import { openDatabase, type Database } from './client.ts';

export function pgliteDir(config: Config): string {
  return path.join(config.dataDir, 'pglite');
}

export async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDir(config) });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

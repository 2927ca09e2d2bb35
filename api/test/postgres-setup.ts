/**
 * Global set-up of the PostgreSQL run of the API tests: a throwaway cluster
 * (scripts/pg-cluster.mjs), or the server TEST_DATABASE_URL names (its user
 * must be allowed to create databases), and one migrated template database
 * each test's store is copied from. The cluster stops when the run ends.
 */
import type { TestProject } from 'vitest/node';
import { startCluster } from '../../scripts/pg-cluster.mjs';
import { openPostgresStore } from '../db/pg-store';
import { databaseUrl } from './stores';

export default async function setup(project: TestProject) {
  const cluster = process.env.TEST_DATABASE_URL ? null : await startCluster();
  const url = process.env.TEST_DATABASE_URL ?? cluster!.url;
  const template = `sp_template_${process.pid}`;
  const admin = await openPostgresStore(url, { max: 1, migrate: false });
  await admin.run(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  await admin.run(`CREATE DATABASE "${template}"`);
  const migrated = await openPostgresStore(databaseUrl(url, template));
  await migrated.close();
  project.provide('postgres', { url, template });
  return async () => {
    if (cluster) {
      await admin.close();
      return cluster.stop();
    }
    await admin.run(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.close();
  };
}

import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Opens (creating when needed) the database and brings its schema up to date. */
export function openDatabase(databasePath: string): Db {
  if (databasePath !== ':memory:') mkdirSync(path.dirname(databasePath), { recursive: true });
  const db = new Database(databasePath);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  migrate(db);
  return db;
}

/** Plain SQL migrations, applied in name order, each in its own transaction, each once. */
export function migrate(db: Db, dir = MIGRATIONS_DIR): string[] {
  db.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)');
  const applied = new Set(
    db
      .prepare('SELECT name FROM schema_migrations')
      .all()
      .map((row) => (row as { name: string }).name),
  );
  const pending = readdirSync(dir)
    .filter((file) => file.endsWith('.sql') && !applied.has(file))
    .sort();
  const record = db.prepare('INSERT INTO schema_migrations (name, applied_at) VALUES (?, ?)');
  for (const file of pending) {
    const sql = readFileSync(path.join(dir, file), 'utf8');
    // A migration that rebuilds a table other tables refer to (SQLite's documented 12-step ALTER:
    // a CHECK cannot be changed in place) says so on its first line: foreign keys are off while it
    // runs (that pragma is a no-op inside a transaction) and checked before it commits.
    const rebuild = sql.startsWith('-- migrate: foreign_keys=off');
    const foreignKeys = db.pragma('foreign_keys', { simple: true }) === 1;
    if (rebuild) db.pragma('foreign_keys = OFF');
    try {
      db.transaction(() => {
        db.exec(sql);
        if (rebuild && (db.pragma('foreign_key_check') as unknown[]).length > 0)
          throw new Error(`migration ${file} broke a foreign key`);
        record.run(file, new Date().toISOString());
      })();
    } finally {
      if (rebuild && foreignKeys) db.pragma('foreign_keys = ON');
    }
  }
  return pending;
}

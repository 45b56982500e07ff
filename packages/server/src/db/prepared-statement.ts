import type { Database } from './client';

// A lookup that runs on every request of its kind (the session of a browser, the device of a tracker
// batch) is built once per database and sent as a named prepared statement: no query building in
// JavaScript and no re-planning in PostgreSQL per request (0.35 → 0.12 ms for the device lookup).
export const preparedPerDatabase = <Statement>(prepare: (db: Database) => Statement) => {
  const statements = new WeakMap<Database, Statement>();
  return (db: Database) => {
    let statement = statements.get(db);
    if (!statement) {
      statement = prepare(db);
      statements.set(db, statement);
    }
    return statement;
  };
};

import { keepPrepared } from "./named-statements";

const statementsByDatabase = new WeakMap<object, Map<string, unknown>>();

/**
 * A statement built once per database (its values as `sql.placeholder`s) and prepared under `name`: drizzle
 * builds its SQL once instead of on every call, PostgreSQL prepares it once per connection, and PGlite once per
 * database (see `keepPrepared`). `name` must stand for one statement text.
 */
export function preparedStatement<Statement extends { getQuery(): { sql: string } }>(db: object, name: string, build: () => Statement): Statement {
  let statements = statementsByDatabase.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDatabase.set(db, statements);
  }
  let statement = statements.get(name) as Statement | undefined;
  if (!statement) {
    statement = build();
    keepPrepared(name, statement.getQuery().sql);
    statements.set(name, statement);
  }
  return statement;
}

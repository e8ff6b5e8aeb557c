import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { answerNamedStatements, keepPrepared, preparedTextsPerDatabase } from "./named-statements";

const selectText = "select id, label, created_at from named_items where id = $1 or label = $2 order by id";
const failingText = "select 1 / $1::int as quotient";

describe("a statement kept prepared on PGlite", () => {
  let plain: PGlite;
  let named: PGlite;

  beforeAll(async () => {
    keepPrepared("named_items_select", selectText);
    keepPrepared("named_items_fail", failingText);
    plain = new PGlite();
    named = new PGlite();
    answerNamedStatements(named);
    for (const client of [plain, named]) {
      await client.exec(`create table named_items (id int primary key, label text, created_at timestamptz not null);
        insert into named_items values (1, 'one', '2026-01-02T03:04:05Z'), (2, 'two', '2026-02-03T04:05:06Z'), (3, null, '2026-03-04T05:06:07Z');`);
    }
  });

  afterAll(async () => {
    await plain.close();
    await named.close();
  });

  it("answers with the rows, fields and parsed values that query gives, in both row modes and with the caller's parsers", async () => {
    for (const options of [undefined, { rowMode: "array" as const }, { rowMode: "array" as const, parsers: { 1184: (value: string) => value } }]) {
      for (const params of [
        [1, "two"],
        [3, null],
        [9, "none"],
      ]) {
        // Twice: the first call prepares the statement, the second uses it.
        for (let round = 0; round < 2; round += 1) {
          expect(await named.query(selectText, params, options)).toEqual(await plain.query(selectText, params, options));
        }
      }
    }
  });

  it("gives the database's error with the statement and its parameters, and keeps answering after it", async () => {
    const error = await named.query(failingText, [0]).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ code: "22012", query: failingText, params: [0] });
    expect((await named.query(failingText, [1])).rows).toEqual([{ quotient: 1 }]);
    expect((await named.query(selectText, [2, null])).rows).toHaveLength(1);
  });

  it("waits for a transaction in progress and leaves other statements as they were", async () => {
    const inTransaction = named.transaction(async (tx) => {
      await tx.query("update named_items set label = 'uno' where id = 1");
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query("update named_items set label = 'one' where id = 1");
    });
    const during = named.query<{ label: string }>(selectText, [1, null]);
    await inTransaction;
    expect((await during).rows[0]?.label).toBe("one");
    expect((await named.query("select count(*)::int as count from named_items")).rows).toEqual([{ count: 3 }]);
  });

  it("refuses a second name for the same text", () => {
    expect(() => keepPrepared("another_name", selectText)).toThrow();
  });

  it("refuses a second text for the same name, and takes the same pair again", () => {
    expect(() => keepPrepared("named_items_select", "select label from named_items where id = $1")).toThrow(/another text/);
    expect(() => keepPrepared("named_items_select", selectText)).not.toThrow();
  });
});

describe("statements PGlite prepares on its own", () => {
  let plain: PGlite;
  let named: PGlite;
  const prepared = async (client: PGlite) =>
    (await client.query<{ statement: string }>("select statement from pg_prepared_statements order by statement")).rows.map((row) => row.statement);

  beforeAll(async () => {
    plain = new PGlite();
    named = new PGlite();
    answerNamedStatements(named);
    for (const client of [plain, named]) {
      await client.exec(`create table own_items (id int primary key, label text, tags jsonb);
        insert into own_items values (1, 'one', '["a"]'), (2, 'two', null);`);
    }
  });

  afterAll(async () => {
    await plain.close();
    await named.close();
  });

  it("prepares a row statement on its first call and answers every call as query does", async () => {
    const text = "select id, label, tags from own_items where id >= $1 order by id";
    for (const params of [[1], [2], [3]]) {
      for (const options of [undefined, { rowMode: "array" as const }]) {
        expect(await named.query(text, params, options)).toEqual(await plain.query(text, params, options));
      }
    }
    expect(await prepared(named)).toContain(text);
    const write = "update own_items set tags = $1 where id = $2 returning id, tags";
    expect(await named.query(write, [JSON.stringify(["b"]), 2])).toEqual(await plain.query(write, [JSON.stringify(["b"]), 2]));
  });

  it("answers a transaction's statements from their prepared form, commits and rolls back as before", async () => {
    const insert = "insert into own_items (id, label) values ($1, $2) returning id, label";
    const inserted = await named.transaction(async (tx) => (await tx.query(insert, [10, "ten"])).rows);
    expect(inserted).toEqual([{ id: 10, label: "ten" }]);
    await expect(
      named.transaction(async (tx) => {
        await tx.query(insert, [11, "eleven"]);
        await tx.query(insert, [10, "again"]);
      }),
    ).rejects.toMatchObject({ code: "23505", query: insert, params: [10, "again"] });
    expect((await named.query("select id from own_items where id >= $1 order by id", [10])).rows).toEqual([{ id: 10 }]);
    expect(await prepared(named)).toContain(insert);
  });

  it("leaves schema changes and session commands to query", async () => {
    await named.query("create table own_other (id int)");
    await named.query("set application_name = 'own'");
    expect((await prepared(named)).some((statement) => /create table|set application_name/i.test(statement))).toBe(false);
  });

  it(`prepares at most ${preparedTextsPerDatabase} texts, and answers any other text with query`, async () => {
    const client = new PGlite();
    answerNamedStatements(client);
    try {
      for (let index = 0; index < preparedTextsPerDatabase + 5; index += 1) {
        expect((await client.query<{ value: number }>(`select ${index}::int as value`)).rows).toEqual([{ value: index }]);
      }
      const own = await client.query<{ name: string }>("select name from pg_prepared_statements where name like 'statement\\_%'");
      expect(own.rows).toHaveLength(preparedTextsPerDatabase);
      expect(await prepared(client)).not.toContain(`select ${preparedTextsPerDatabase + 4}::int as value`);
    } finally {
      await client.close();
    }
  });
});

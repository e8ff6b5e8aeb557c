import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from "@electric-sql/pglite";

/**
 * Statements kept prepared by name, by their text. On PostgreSQL the driver prepares a named statement once per
 * connection by itself; PGlite's `query` parses, describes and plans its text again on every call, in six calls
 * into the database. A statement named here is parsed and described once per database; each call after that is
 * one round trip into PGlite (bind, execute, sync), and PostgreSQL may keep its plan.
 */
const namesByText = new Map<string, string>();

/**
 * Beyond the named ones, each PGlite database keeps this many other statement texts prepared, the first it is
 * asked (drizzle's texts carry their values as parameters, so one text serves every call); any text after that
 * is answered by `query` as before.
 */
export const preparedTextsPerDatabase = 500;

/** Only row statements are prepared on their own: a schema change or a session command goes to `query`. */
const isRowStatement = (text: string) => /^\s*(select|insert|update|delete|with)\b/i.test(text);

/** The text each name stands for: a database keeps one statement per name, so a name never changes its text. */
const textsByName = new Map<string, string>();

/** Keeps the statement of `text` prepared under `name` on every PGlite database of this process. */
export function keepPrepared(name: string, text: string) {
  const known = namesByText.get(text);
  if (known !== undefined && known !== name) throw new Error(`the statement ${name} has the text of ${known}`);
  const knownText = textsByName.get(name);
  if (knownText !== undefined && knownText !== text) throw new Error(`the statement ${name} is already prepared with another text`);
  namesByText.set(text, name);
  textsByName.set(name, text);
}

type RowDescription = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type Description = { parameterTypes: number[]; rowDescription: RowDescription | undefined };

function joined(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.byteLength, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.byteLength;
  }
  return whole;
}

const { serialize } = protocol;

/**
 * Answers each row statement from its prepared form, with the same results and errors as `query`: those named
 * by `keepPrepared` under their name, and up to `preparedTextsPerDatabase` others under a name of their own;
 * anything else goes to `query` as before. A statement is prepared on its first call. A call waits for any
 * transaction and any query in progress, as `query` does; within a transaction, its statements are answered
 * the same way.
 */
export function answerNamedStatements(client: PGlite): void {
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  const described = new Map<string, Description>();
  const ownNames = new Map<string, string>();

  function nameOf(text: string): string | undefined {
    const name = namesByText.get(text) ?? ownNames.get(text);
    if (name !== undefined || ownNames.size >= preparedTextsPerDatabase || !isRowStatement(text)) return name;
    const own = `statement_${ownNames.size + 1}`;
    ownNames.set(text, own);
    return own;
  }

  async function describe(name: string, text: string, options: QueryOptions | undefined): Promise<Description> {
    const known = described.get(name);
    if (known) return known;
    const messages = await client.execProtocolStream(
      joined([serialize.parse({ name, text, types: options?.paramTypes }), serialize.describe({ type: "S", name }), serialize.sync()]),
      { syncToFs: false },
    );
    const description = {
      parameterTypes: parse.parseDescribeStatementResults(messages),
      rowDescription: messages.find((message): message is RowDescription => message.name === "rowDescription"),
    };
    described.set(name, description);
    return description;
  }

  /** Within a transaction the files are written when it ends, as `query` leaves them. */
  async function runNamed<T>(name: string, text: string, params: unknown[], options: QueryOptions | undefined, isInTransaction: boolean): Promise<Results<T>> {
    try {
      const { parameterTypes, rowDescription } = await describe(name, text, options);
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const type = parameterTypes[index] ?? 0;
        const serializer = options?.serializers?.[type] ?? client.serializers[type];
        return serializer ? serializer(param) : String(param);
      });
      const messages = await client.execProtocolStream(
        joined([serialize.bind({ statement: name, values: values as (string | null)[] }), serialize.execute({}), serialize.sync()]),
        { syncToFs: false },
      );
      if (!isInTransaction) await client.syncToFs();
      return parse.parseResults(rowDescription ? [rowDescription, ...messages] : messages, client.parsers, options)[0] as Results<T>;
    } catch (error) {
      // As `query` reports it: the statement and its parameters on the database's error.
      if (error instanceof protocol.messages.DatabaseError) Object.assign(error, { query: text, params, queryOptions: options });
      throw error;
    }
  }

  client.query = async <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
    const name = options?.blob ? undefined : nameOf(text);
    if (name === undefined) return query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() => client._runExclusiveQuery(() => runNamed<T>(name, text, params ?? [], options, false)));
  };

  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const inTransaction: Transaction = Object.create(tx, {
        query: {
          value: async <R>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<R>> => {
            const name = options?.blob || tx.closed ? undefined : nameOf(text);
            if (name === undefined) return tx.query<R>(text, params, options);
            return client._runExclusiveQuery(() => runNamed<R>(name, text, params ?? [], options, true));
          },
        },
      });
      return callback(inTransaction);
    });
}

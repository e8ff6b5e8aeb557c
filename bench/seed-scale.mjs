/**
 * Fills the embedded service's tables for one agent with generated conversations, messages and knowledge
 * passages, straight in SQL (generate_series), fast enough to reach 100,000 conversations and 1,000,000
 * messages in well under a minute on PGlite. The console's side of the inbox (the events its receiver
 * recorded, read markers, assignments, waits) is filled for the same conversations, so the inbox joins
 * what a busy console holds.
 *
 * Seeding is incremental: rows are numbered, and `seedConversations({ from, to })` adds numbers from..to-1,
 * so a benchmark can grow 1k → 10k → 100k without starting over. Ids derive from the agent and the number
 * (a v4-shaped UUID from an MD5), so messages find their conversation without a lookup.
 *
 * As a program:
 *   node bench/seed-scale.mjs (--data-dir <dir> | --database-url <url>) --agent-id <uuid>
 *     [--conversations 100000] [--chunks 10000] [--console-organization-id <uuid> --operator-user-id <uuid>]
 * Stop the app first when seeding its PGlite data directory: one process opens a data directory at a time.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";

import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** Messages per conversation: five questions, five answers. */
export const messagesPerConversation = 10;

/** Conversations per statement: keeps each statement's memory small on PGlite. */
const conversationBatch = 25_000;

/**
 * Opens the database the app uses (its PGlite data directory, or PostgreSQL) with one connection; `query`
 * answers the rows of a statement, or of the last of several when it is given no parameters.
 */
export async function openSeedTarget(target) {
  if (target.databaseUrl) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    return { query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
  }
  const client = new PGlite(path.join(target.dataDir, "pglite"));
  await client.waitReady;
  // Without parameters a text may hold several statements: PGlite runs those with `exec`.
  const query = async (text, params) => (params ? (await client.query(text, params)).rows : ((await client.exec(text)).at(-1)?.rows ?? []));
  return { query, close: () => client.close() };
}

/**
 * A deterministic id for row number `n` (a SQL expression): v4-shaped, its first 12 digits the number and
 * the rest fixed per agent and kind of row, so rows go into the primary key's index in order and no
 * per-row hashing slows PGlite down.
 */
function idOf(agentId, kind, n) {
  const hash = createHash("md5").update(`${agentId}:${kind}`).digest("hex");
  const suffix = `4${hash.slice(0, 3)}a${hash.slice(4, 19)}`;
  return `(lpad(to_hex(${n}), 12, '0') || '${suffix}')::uuid`;
}

/** Multipliers of `unitOf`, one per salt: different ones keep the numbers of one row unrelated. */
const multipliers = [2654435761, 2246822519, 3266489917, 668265263];

/** A pseudo-random number in [0, 1) for row number `n` and a salt 0-3 (a SQL expression; multiplicative hashing). */
const unitOf = (n, salt) => `((((${n})::bigint + ${salt * 7919}) * ${multipliers[salt]}) % 1000003) / 1000003.0`;

const firstNames = [
  "Ada",
  "Grace",
  "Alan",
  "Linus",
  "Margaret",
  "Ken",
  "Barbara",
  "Dennis",
  "Frances",
  "Edsger",
  "Radia",
  "John",
  "Hedy",
  "Tim",
  "Katherine",
  "Niklaus",
];
const lastNames = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Torvalds",
  "Hamilton",
  "Thompson",
  "Liskov",
  "Ritchie",
  "Allen",
  "Dijkstra",
  "Perlman",
  "Backus",
  "Lamarr",
  "Berners-Lee",
  "Johnson",
  "Wirth",
];
const questions = [
  "Hi, where is my order? It was supposed to arrive yesterday.",
  "Can I return a pair of boots I bought three weeks ago?",
  "Do you ship to Canada, and how long does it take?",
  "My discount code is not accepted at checkout.",
  "How do I change the delivery address of an order?",
  "Is the winter jacket available in size M?",
];
const answers = [
  "Orders ship within two business days; you will get a tracking link by email as soon as it leaves the warehouse.",
  "You can return unworn items within 30 days of delivery for a full refund. Start the return from your account page.",
  "We ship to Canada in 5 to 8 business days. Duties are included in the price shown at checkout.",
  "Discount codes apply to full-price items only and cannot be combined with other offers.",
  "You can change the address until the order is packed: open the order and choose Edit delivery.",
  "Sizes are restocked every Monday; the product page shows what is available right now.",
];
const sqlArray = (values) => `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]`;

/**
 * Adds conversations numbered `from`..`to - 1` to the agent, each with its user and ten messages, spread
 * over the last 90 days: 60% open with the AI, 10% waiting for a person (escalated), 5% with a person
 * (manual mode), 15% resolved, 10% closed; channels api, live chat, email, SMS and Teams. With a console
 * organization, its inbox events (the last two messages of each conversation), the operator's read
 * markers (half of them), assignments (those with a person) and waits (those waiting) are added too.
 */
export async function seedConversations(query, { agentId, from, to, consoleOrganizationId, operatorUserId }) {
  const states = await query("select id, kind from svc_conversation_states where agent_id = $1", [agentId]);
  const stateOf = (kind) => states.find((state) => state.kind === kind)?.id ?? null;
  const [open, waiting, withHuman, resolved, closed] = ["open", "waiting_for_human", "with_human", "resolved", "closed"].map(stateOf);
  // Many rows go in faster without the messages' secondary indexes, which are built again after, in one sort.
  const rebuilt = to - from >= 20_000 ? await dropSecondaryIndexes(query, "svc_messages") : [];
  try {
    for (let start = from; start < to; start += conversationBatch) {
      const end = Math.min(to, start + conversationBatch);
      await seedBatch(query, { agentId, start, end, states: { open, waiting, withHuman, resolved, closed }, consoleOrganizationId, operatorUserId });
    }
  } finally {
    for (const definition of rebuilt) await query(definition);
  }
  await query("analyze svc_conversation_users; analyze svc_conversations; analyze svc_messages");
  if (consoleOrganizationId) await query("analyze console_inbox_events; analyze console_conversation_reads");
}

/** Drops a table's indexes other than its primary key and unique ones; answers the statements that build them again. */
async function dropSecondaryIndexes(query, table) {
  const indexes = await query(
    `select i.indexname, i.indexdef from pg_indexes as i join pg_class as c on c.relname = i.indexname join pg_index as x on x.indexrelid = c.oid
     where i.tablename = $1 and not x.indisprimary and not x.indisunique`,
    [table],
  );
  for (const index of indexes) await query(`drop index if exists "${index.indexname}"`);
  return indexes.map((index) => index.indexdef);
}

async function seedBatch(query, { agentId, start, end, states, consoleOrganizationId, operatorUserId }) {
  // One moment for every statement, so a conversation's last message is said exactly when it was last active.
  const seededAt = new Date().toISOString();
  const agent = `'${agentId}'::uuid`;
  // r: where the conversation stands (0-99); updated: when it was last active, up to 90 days ago; it
  // lasted one minute to an hour.
  const numbered = `
    select i, ${idOf(agentId, "conversation", "i")} as conversation_id, ${idOf(agentId, "user", "i")} as user_id,
      floor(${unitOf("i", 1)} * 100)::int as r, updated, updated - make_interval(secs => 60 + floor(${unitOf("i", 0)} * 3600)) as created,
      case when floor(${unitOf("i", 1)} * 100)::int between 70 and 74 then 'manual' else 'ai' end as mode,
      (array['api', 'api', 'api', 'api', 'live_chat', 'live_chat', 'live_chat', 'email', 'email', 'sms', 'ms_teams'])[1 + i % 11]::text as source
    from generate_series(${start}, ${end - 1}) as i, lateral (select '${seededAt}'::timestamptz - make_interval(secs => ${unitOf("i", 2)} * 90 * 86400) as updated) as at`;
  await query(`
    insert into svc_conversation_users (id, agent_id, first_name, last_name, email, source, created_at, updated_at)
    select user_id, ${agent}, (${sqlArray(firstNames)})[1 + i % ${firstNames.length}], (${sqlArray(lastNames)})[1 + (i / ${firstNames.length}) % ${lastNames.length}],
      'customer' || i || '@example.test', 'api', created, created
    from (${numbered}) as n`);
  const state = (name) => (states[name] ? `'${states[name]}'::uuid` : "null::uuid");
  await query(`
    insert into svc_conversations (id, agent_id, conversation_user_id, title, mode, status, state_id, source, ai_conversation_id,
      escalation_reason, escalated_at, closed_at, created_at, updated_at)
    select conversation_id, ${agent}, user_id, (${sqlArray(questions)})[1 + i % ${questions.length}], mode,
      case when r >= 90 then 'inactive' else 'active' end,
      case when r < 60 then ${state("open")} when r < 70 then ${state("waiting")} when r < 75 then ${state("withHuman")}
        when r < 90 then ${state("resolved")} else ${state("closed")} end,
      source, 'bench_' || i,
      case when r between 60 and 74 then 'The user asked for a person.' end,
      case when r between 60 and 74 then updated end,
      case when r >= 90 then updated end,
      created, updated
    from (${numbered}) as n`);
  // Message k of a conversation is said at created + k/9 of its length: the last one at its updatedAt.
  const messageNumber = `(i * ${messagesPerConversation} + k)`;
  const messages = `
    select n.*, k, ${idOf(agentId, "message", messageNumber)} as message_id,
      ${idOf(agentId, "message", `(i * ${messagesPerConversation} + k - k % 2)`)} as question_id,
      case when k % 2 = 0 then 'conversation_user' when mode = 'manual' and k >= 6 then 'manual_assistant' else 'assistant' end as sender_role,
      case when k % 2 = 0 then (${sqlArray(questions)})[1 + (i + k / 2) % ${questions.length}] else (${sqlArray(answers)})[1 + (i + k / 2) % ${answers.length}] end as text,
      created + (updated - created) * k / ${messagesPerConversation - 1} as said
    from (${numbered}) as n`;
  await query(`
    insert into svc_messages (id, conversation_id, agent_id, sender_role, message, source, question_message_id, tokens, created_at)
    select message_id, conversation_id, ${agent}, sender_role, text, source, question_id, 12 + k, said
    from (${messages} cross join generate_series(0, ${messagesPerConversation - 1}) as k) as m`);
  if (!consoleOrganizationId) return;
  const organization = `'${consoleOrganizationId}'::uuid`;
  await query(`
    insert into console_inbox_events (organization_id, agent_id, conversation_id, event, created_at)
    select ${organization}, '${agentId}', conversation_id::text,
      jsonb_build_object('type', 'message', 'conversationId', conversation_id::text, 'message', jsonb_build_object(
        'id', message_id::text, 'senderRole', sender_role, 'text', text, 'at', to_char(said at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'files', '[]'::jsonb, 'feedback', '[]'::jsonb, 'authorName', null)),
      said
    from (${messages} cross join generate_series(${messagesPerConversation - 2}, ${messagesPerConversation - 1}) as k) as m
    order by said`);
  if (!operatorUserId) return;
  await query(`
    insert into console_conversation_reads (user_id, conversation_id, read_until)
    select '${operatorUserId}', conversation_id::text, updated from (${numbered}) as n where i % 2 = 0`);
  await query(`
    insert into console_conversation_assignments (organization_id, conversation_id, agent_id, operator_user_id, claimed_at)
    select ${organization}, conversation_id::text, '${agentId}', '${operatorUserId}', updated from (${numbered}) as n where r between 70 and 74`);
  await query(`
    insert into console_conversation_waits (organization_id, conversation_id, waiting_since, reason)
    select ${organization}, conversation_id::text, updated, 'The user asked for a person.' from (${numbered}) as n where r between 60 and 69`);
}

const topics = ["returns", "shipping", "sizes", "payments", "warranty", "accounts", "gift cards", "repairs", "stores", "loyalty"];
const topicWords = {
  returns: ["return", "refund", "receipt", "label", "exchange", "unworn"],
  shipping: ["delivery", "courier", "tracking", "parcel", "customs", "express"],
  sizes: ["size", "fit", "measurement", "chart", "length", "width"],
  payments: ["card", "invoice", "instalment", "paypal", "charge", "currency"],
  warranty: ["warranty", "defect", "guarantee", "claim", "seam", "sole"],
  accounts: ["password", "login", "email", "profile", "newsletter", "address"],
  "gift cards": ["voucher", "balance", "gift", "expiry", "redeem", "code"],
  repairs: ["repair", "resole", "stitching", "zip", "patch", "workshop"],
  stores: ["store", "opening", "hours", "appointment", "pickup", "counter"],
  loyalty: ["points", "member", "reward", "tier", "birthday", "bonus"],
};
const fillers = ["customers", "within", "days", "team", "order", "item", "product", "policy", "request", "online", "shop", "week"];

/**
 * A passage of the agent's knowledge, about 600 characters: numbered `n`, about one topic, made of that
 * topic's words, shared words, and a word of its own (`term<n>`), so a question can aim at one passage.
 */
export function knowledgePassage(n) {
  const topic = topics[n % topics.length];
  const words = topicWords[topic];
  const sentences = [];
  for (let s = 0; s < 6; s += 1) {
    const pick = (list, salt) => list[(n * 7 + s * 13 + salt) % list.length];
    sentences.push(
      `${s === 0 ? `Section ${n} on ${topic}: the` : "The"} ${pick(words, 1)} ${pick(fillers, 2)} ${pick(words, 3)} for ${pick(fillers, 5)} ${s === 2 ? `term${n}` : pick(words, 4)} and ${pick(words, 5)} ${pick(fillers, 7)} apply ${1 + ((n + s) % 28)} ${pick(fillers, 11)}.`,
    );
  }
  return sentences.join(" ");
}

/** A question the passage numbered `n` answers. */
export const knowledgeQuestion = (n) => {
  const topic = topics[n % topics.length];
  return `What about the ${topicWords[topic][(n * 7 + 2 * 13 + 1) % 6]} and term${n}?`;
};

/** Rows per insert statement (7 parameters each, far below PostgreSQL's 65,535). */
const chunkBatch = 2_000;

/** Adds the agent's knowledge passages numbered `from`..`to - 1`, as the passages of 20 files per 1,000. */
export async function seedKnowledge(query, { agentId, from, to }) {
  for (let start = from; start < to; start += chunkBatch) {
    const end = Math.min(to, start + chunkBatch);
    const params = [];
    const rows = [];
    for (let n = start; n < end; n += 1) {
      const file = Math.floor(n / 50);
      const base = params.length;
      params.push(agentId, "agent_file", `bench-file-${file}`, `handbook-${file}.md`, n % 50, knowledgePassage(n));
      rows.push(`($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6})`);
    }
    await query(`insert into svc_knowledge_chunks (agent_id, source_type, source_id, source_name, position, text) values ${rows.join(", ")}`, params);
  }
}

/** How many conversations and passages the agent has. */
export async function seededCounts(query, agentId) {
  const [row] = await query(
    "select (select count(*) from svc_conversations where agent_id = $1)::int as conversations, (select count(*) from svc_messages where agent_id = $1)::int as messages, (select count(*) from svc_knowledge_chunks where agent_id = $1)::int as chunks",
    [agentId],
  );
  return row;
}

async function main() {
  const { values } = parseArgs({
    options: {
      "data-dir": { type: "string" },
      "database-url": { type: "string", default: process.env.DATABASE_URL },
      "agent-id": { type: "string" },
      conversations: { type: "string", default: "100000" },
      chunks: { type: "string", default: "10000" },
      "console-organization-id": { type: "string" },
      "operator-user-id": { type: "string" },
    },
  });
  if (!values["agent-id"] || !(values["data-dir"] || values["database-url"])) {
    console.error("usage: node bench/seed-scale.mjs (--data-dir <dir> | --database-url <url>) --agent-id <uuid> [--conversations N] [--chunks N]");
    process.exit(2);
  }
  const target = values["data-dir"] ? { dataDir: values["data-dir"] } : { databaseUrl: values["database-url"] };
  const db = await openSeedTarget(target);
  try {
    const agentId = values["agent-id"];
    const before = await seededCounts(db.query, agentId);
    const started = performance.now();
    await seedConversations(db.query, {
      agentId,
      from: before.conversations,
      to: Math.max(before.conversations, Number(values.conversations)),
      consoleOrganizationId: values["console-organization-id"],
      operatorUserId: values["operator-user-id"],
    });
    await seedKnowledge(db.query, { agentId, from: before.chunks, to: Math.max(before.chunks, Number(values.chunks)) });
    const after = await seededCounts(db.query, agentId);
    console.log(`seeded in ${Math.round(performance.now() - started)} ms: ${JSON.stringify(after)}`);
  } finally {
    await db.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();

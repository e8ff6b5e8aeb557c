/**
 * Fills one agent's knowledge files on the embedded service straight in SQL (generate_series): a file row and
 * the blob it points at per file, already indexed (one in fifty failed), named after handbook topics, a minute
 * apart. Incremental like `seed-scale.mjs`: `seedAgentFiles({ from, to })` adds the files numbered from..to-1.
 * Stop the app first when seeding its PGlite data directory (`openSeedTarget`).
 */
const topics = ["returns", "shipping", "sizes", "payments", "warranty", "accounts", "gift-cards", "repairs", "stores", "loyalty"];

/** Adds the agent's files numbered `from`..`to - 1`; numbers decide name, size, stage and age, so a run is repeatable. */
export async function seedAgentFiles(query, { agentId, from, to }) {
  if (to <= from) return;
  const agent = `'${agentId}'::uuid`;
  // The blob's id derives from the agent and the number, so the file finds its blob without a lookup.
  const numbered = `
    select i, md5('${agentId}:file-blob:' || i)::uuid as blob_id,
      'handbook-' || (array['${topics.join("', '")}'])[1 + i % ${topics.length}] || '-' || lpad(i::text, 5, '0') || '.md' as file_name,
      1024 + (i * 7919) % 200000 as size, now() - make_interval(mins => i) as created
    from generate_series(${from}, ${to - 1}) as i`;
  await query(`
    insert into svc_blobs (id, agent_id, purpose, storage_path, file_name, content_type, size, bytes, uploaded_at, created_at)
    select blob_id, ${agent}, 'agent_file', 'agent-files/${agentId}/' || blob_id || '/' || file_name, file_name, 'text/markdown', size,
      convert_to('# ' || file_name, 'UTF8'), created, created
    from (${numbered}) as n`);
  await query(`
    insert into svc_agent_files (agent_id, blob_id, file_name, content_type, size, vector_status, vector_error, vector_store_file_id,
      chunk_count, uploaded_to_vector_store_at, created_at)
    select ${agent}, blob_id, file_name, 'text/markdown', size,
      case when i % 50 = 49 then 'failed' else 'done' end,
      case when i % 50 = 49 then 'The file holds no text that can be indexed.' end,
      case when i % 50 = 49 then null else 'vs_file_' || i end,
      case when i % 50 = 49 then null else 1 + size / 600 end,
      case when i % 50 = 49 then null else created end,
      created
    from (${numbered}) as n`);
  await query("analyze svc_blobs; analyze svc_agent_files");
}

/** How many knowledge files the agent has. */
export async function agentFileCount(query, agentId) {
  const [row] = await query("select count(*)::int as files from svc_agent_files where agent_id = $1", [agentId]);
  return row.files;
}

import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/** Resident memory in bytes from the text of /proc/<pid>/status (its VmRSS line), or undefined. */
export function residentBytesFromStatus(statusText) {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(statusText);
  return match ? Number(match[1]) * 1024 : undefined;
}

/** The parent pid from the text of /proc/<pid>/stat (the command name may hold spaces and parentheses). */
export function parentPidFromStat(statText) {
  const fields = statText.slice(statText.lastIndexOf(")") + 2).split(" ");
  return Number(fields[1]);
}

/** CPU time a process has used so far (user + system), in clock ticks, from the text of /proc/<pid>/stat. */
export function cpuTicksFromStat(statText) {
  const fields = statText.slice(statText.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]);
}

/** Socket inodes listening on `port` in the text of /proc/net/tcp or /proc/net/tcp6. */
export function listeningInodes(procNetTcpText, port) {
  const portHex = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = [];
  for (const line of procNetTcpText.split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    if (fields.length < 10) continue;
    const [, localAddress, , state, , , , , , inode] = fields;
    // State 0A is LISTEN.
    if (state === "0A" && localAddress.endsWith(`:${portHex}`)) inodes.push(inode);
  }
  return inodes;
}

const readOrEmpty = (file) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return "";
  }
};

/** The pid and every descendant of it that is alive now. */
export function processTree(rootPid) {
  const parents = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = readOrEmpty(`/proc/${entry}/stat`);
    if (stat) parents.set(Number(entry), parentPidFromStat(stat));
  }
  const tree = [rootPid];
  for (let index = 0; index < tree.length; index += 1) {
    for (const [pid, parent] of parents) if (parent === tree[index]) tree.push(pid);
  }
  return tree;
}

/**
 * The process that serves `port` among `rootPid` and its descendants (`next start` may run the
 * server in a child): the one holding the listening socket.
 */
export function servingPid(rootPid, port) {
  const inodes = new Set([...listeningInodes(readOrEmpty("/proc/net/tcp"), port), ...listeningInodes(readOrEmpty("/proc/net/tcp6"), port)]);
  for (const pid of processTree(rootPid)) {
    let descriptors = [];
    try {
      descriptors = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const descriptor of descriptors) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${descriptor}`);
        if (inodes.has(/^socket:\[(\d+)\]$/.exec(target)?.[1])) return pid;
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ): 100 on Linux everywhere it matters. */
const ticksPerSecond = 100;

/** CPU time a process has used so far, in milliseconds (10 ms resolution). */
export function cpuMilliseconds(pid) {
  const stat = readOrEmpty(`/proc/${pid}/stat`);
  return stat ? (cpuTicksFromStat(stat) * 1000) / ticksPerSecond : Number.NaN;
}

/** The resident memory of a process now, in bytes (undefined once it has exited). */
export function residentBytes(pid) {
  return residentBytesFromStatus(readOrEmpty(`/proc/${pid}/status`));
}

/** Samples a process's resident memory every `intervalMs` until stopped; resolves with the samples (bytes). */
export function sampleResidentMemory(pid, intervalMs = 100) {
  const samples = [];
  const take = () => {
    const bytes = residentBytes(pid);
    if (bytes !== undefined) samples.push(bytes);
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

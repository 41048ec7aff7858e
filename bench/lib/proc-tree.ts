import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

interface ProcStat {
  ppid: number;
  /** Its own user + system time and that of its children it has waited for (ended ones), in µs. */
  cpuUs: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command (which may hold spaces), from the state on: ppid is the 2nd,
    // utime the 12th, stime the 13th, cutime the 14th, cstime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return { ppid: Number(fields[1]), cpuUs: (ticks * 1e6) / USER_HZ };
  } catch {
    return null;
  }
}

function allStats(): Map<number, ProcStat> {
  const stats = new Map<number, ProcStat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (stat) stats.set(Number(name), stat);
  }
  return stats;
}

/** `root` and every process below it (a cluster's workers, a database server's backends), from /proc. */
export function processTree(root: number, stats: Map<number, ProcStat> = allStats()): number[] {
  if (!stats.has(root)) return [];
  const tree = [root];
  for (let at = 0; at < tree.length; at++) {
    for (const [pid, stat] of stats) if (stat.ppid === tree[at]) tree.push(pid);
  }
  return tree;
}

/**
 * The CPU time so far (user + system, µs) of `root` and everything below it: the live processes'
 * own time and, through each parent's waited-for children, the time of those that ended (a
 * PostgreSQL backend that closed). Null where /proc cannot tell.
 */
export function treeCpuUs(root: number | undefined): number | null {
  if (root === undefined || root <= 0) return null;
  const stats = allStats();
  const tree = processTree(root, stats);
  if (tree.length === 0) return null;
  return tree.reduce((sum, pid) => sum + (stats.get(pid)?.cpuUs ?? 0), 0);
}

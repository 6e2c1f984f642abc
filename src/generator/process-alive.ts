/**
 * Whether a process still runs: left-over staging folders and private temp folders are named by
 * their process id, and only those of ended processes may be removed.
 */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

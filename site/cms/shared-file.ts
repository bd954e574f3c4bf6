/**
 * An answer shared by the processes of one build (and the servers of one host) through a file:
 * `next build` renders in several worker processes, which share no memory, and Next's data cache
 * refuses an item over 2 MB (a WordPress's introspection is about that). The file is read while it
 * is younger than `maxAgeMs`; otherwise one process produces it while the others wait for it (a
 * lock file created exclusively), and writes it atomically (a temporary file renamed), so no
 * process reads half a file. The lock saves requests, nothing depends on it: a process that waits
 * too long, or finds the lock's owner gone, produces the answer itself.
 */
import { mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** An answer and when it was written (ms since the epoch). */
export interface SharedAnswer {
  readonly text: string;
  readonly writtenAt: number;
}

export interface SharedFileOptions {
  /** How old a file may be and still be used. */
  readonly maxAgeMs: number;
  /** How long to wait for another process's answer before producing it anyway. */
  readonly waitMs: number;
}

const POLL_MS = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function readFresh(file: string, maxAgeMs: number): Promise<SharedAnswer | undefined> {
  try {
    const { mtimeMs } = await stat(file);
    if (Date.now() - mtimeMs >= maxAgeMs) return undefined;
    return { text: await readFile(file, 'utf8'), writtenAt: mtimeMs };
  } catch {
    return undefined;
  }
}

/** Writes `text` to `file` whole or not at all; when it was written. */
export async function writeShared(file: string, text: string): Promise<number> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(partial, text);
  await rename(partial, file);
  return (await stat(file)).mtimeMs;
}

/** True when this call took the lock, false when another process holds it. */
async function tryLock(lock: string): Promise<boolean> {
  try {
    const handle = await open(lock, 'wx');
    await handle.writeFile(String(process.pid));
    await handle.close();
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const exists = (file: string): Promise<boolean> => stat(file).then(() => true, () => false);

/** False when the lock names a process that is gone (a worker killed while it fetched). */
async function ownerAlive(lock: string): Promise<boolean> {
  const pid = Number(await readFile(lock, 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function produceAndWrite(file: string, produce: () => Promise<string>): Promise<SharedAnswer> {
  const text = await produce();
  const writtenAt = await writeShared(file, text).catch(() => Date.now());
  return { text, writtenAt };
}

/**
 * The answer in `file` when fresh, else the one `produce` gives, produced by one process while the
 * others wait, and written for them. A failed `produce` writes nothing and throws; the processes
 * that waited for it then try for themselves, at once. A file system that refuses (read-only, no
 * room) only costs the sharing.
 */
export async function readThroughFile(file: string, produce: () => Promise<string>, { maxAgeMs, waitMs }: SharedFileOptions): Promise<SharedAnswer> {
  const lock = `${file}.lock`;
  const deadline = Date.now() + waitMs;
  let waited = false;
  for (;;) {
    const fresh = await readFresh(file, maxAgeMs);
    if (fresh !== undefined) return fresh;
    let locked: boolean;
    try {
      await mkdir(path.dirname(file), { recursive: true });
      locked = !waited && (await tryLock(lock));
    } catch {
      return produceAndWrite(file, produce);
    }
    if (locked) {
      try {
        // Another process may have written it between the read and the lock.
        return (await readFresh(file, maxAgeMs)) ?? (await produceAndWrite(file, produce));
      } finally {
        await rm(lock, { force: true });
      }
    }
    // The lock went without an answer (its owner failed), or its owner takes too long.
    if ((waited && !(await exists(lock))) || Date.now() >= deadline) return produceAndWrite(file, produce);
    if (await ownerAlive(lock)) {
      waited = true;
      await sleep(POLL_MS);
    } else {
      await rm(lock, { force: true });
    }
  }
}

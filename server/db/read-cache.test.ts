import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database, RowChangeListener } from './database.ts';
import { ReadCache, SHARED_ENTRY_MS } from './read-cache.ts';

/** What a ReadCache sees of its database: whether it is shared, its feed, and its transactions. */
function fakeDatabase(options: { exclusive: boolean; feed: boolean }) {
  const listeners: RowChangeListener[] = [];
  const feed = { live: true, subscribe: (listener: RowChangeListener) => void listeners.push(listener) };
  // The transaction under way, and whether the code running now is its work (a request that runs
  // meanwhile, outside it, is not).
  let effects: (() => void)[] = [];
  let inside = false;
  const db: Pick<Database, 'exclusive' | 'changes' | 'inTransaction' | 'afterTransaction'> = {
    exclusive: options.exclusive,
    changes: options.feed ? feed : null,
    inTransaction: () => inside,
    afterTransaction: (effect) => (inside ? effects.push(effect) : effect()),
  };
  return {
    db,
    feed,
    tell: (change: Parameters<RowChangeListener>[0]) => listeners.forEach((listener) => listener(change)),
    begin: () => {
      effects = [];
      inside = true;
    },
    outside: (work: () => void) => {
      inside = false;
      work();
      inside = true;
    },
    end: () => {
      inside = false;
      effects.splice(0).forEach((effect) => effect());
    },
  };
}

/** Reads `key` through the cache as a repository does: ticket, then the row, then keep it. */
const fill = (cache: ReadCache<string>, key: string, value: string) => cache.set(key, value, cache.ticket());

afterEach(() => {
  vi.useRealTimers();
});

describe('ReadCache on a database this process owns (SQLite)', () => {
  it('keeps a row until its repository drops it, however long', () => {
    vi.useFakeTimers();
    const cache = new ReadCache<string>(fakeDatabase({ exclusive: true, feed: false }).db, 'users');
    fill(cache, 'citizen', 'v1');
    vi.advanceTimersByTime(10 * SHARED_ENTRY_MS);
    expect(cache.get('citizen')).toBe('v1');
    cache.delete('citizen');
    expect(cache.get('citizen')).toBeUndefined();
  });

  it('does not keep a value read before a drop (it may predate the change)', () => {
    const cache = new ReadCache<string>(fakeDatabase({ exclusive: true, feed: false }).db, 'users');
    const ticket = cache.ticket();
    cache.delete('receiver');
    cache.set('citizen', 'read before the drop', ticket);
    expect(cache.get('citizen')).toBeUndefined();
    fill(cache, 'citizen', 'read after');
    expect(cache.get('citizen')).toBe('read after');
  });

  it('inside a transaction reads neither from nor into the cache', () => {
    const fake = fakeDatabase({ exclusive: true, feed: false });
    const cache = new ReadCache<string>(fake.db, 'users');
    fill(cache, 'citizen', 'committed');
    fake.begin();
    expect(cache.get('citizen')).toBeUndefined();
    fill(cache, 'receiver', 'seen by the transaction only');
    fake.end();
    expect(cache.get('citizen')).toBe('committed');
    expect(cache.get('receiver')).toBeUndefined();
  });

  it('a row written inside a transaction is dropped again when it ends: a read that raced it is not served after', () => {
    const fake = fakeDatabase({ exclusive: true, feed: false });
    const cache = new ReadCache<string>(fake.db, 'users');
    fake.begin();
    cache.delete('citizen');
    fake.outside(() => fill(cache, 'citizen', 'the row before the transaction commits'));
    fake.outside(() => expect(cache.get('citizen')).toBe('the row before the transaction commits'));
    fake.end();
    expect(cache.get('citizen')).toBeUndefined();
  });

  it('refuses a table the row-change feed does not watch', () => {
    expect(() => new ReadCache<string>(fakeDatabase({ exclusive: true, feed: false }).db, 'documents' as never)).toThrow(/watched/);
  });
});

describe('ReadCache on a database other processes share (PostgreSQL)', () => {
  it('keeps nothing without a row-change feed', () => {
    const cache = new ReadCache<string>(fakeDatabase({ exclusive: false, feed: false }).db, 'users');
    fill(cache, 'citizen', 'v1');
    expect(cache.get('citizen')).toBeUndefined();
  });

  it("drops a row when the feed tells of its change (another process's), and only that row of that table", () => {
    const fake = fakeDatabase({ exclusive: false, feed: true });
    const cache = new ReadCache<string>(fake.db, 'users');
    fill(cache, 'citizen', 'c');
    fill(cache, 'receiver', 'r');
    fake.tell({ table: 'sessions', id: 'citizen' });
    expect(cache.get('citizen')).toBe('c');
    fake.tell({ table: 'users', id: 'citizen' });
    expect(cache.get('citizen')).toBeUndefined();
    expect(cache.get('receiver')).toBe('r');
  });

  it('a notice that arrives while a row is being read keeps that read out of the cache', () => {
    const fake = fakeDatabase({ exclusive: false, feed: true });
    const cache = new ReadCache<string>(fake.db, 'applications');
    const ticket = cache.ticket();
    fake.tell({ table: 'applications', id: 'app-1' });
    cache.set('app-1', 'read before the change committed', ticket);
    expect(cache.get('app-1')).toBeUndefined();
  });

  it('serves nothing while the feed is down, and forgets everything when told anything may have changed', () => {
    const fake = fakeDatabase({ exclusive: false, feed: true });
    const cache = new ReadCache<string>(fake.db, 'sessions');
    fill(cache, 's1', 'session');
    fake.feed.live = false;
    expect(cache.get('s1')).toBeUndefined();
    fake.tell(null);
    fake.feed.live = true;
    expect(cache.get('s1')).toBeUndefined();
    fill(cache, 's1', 'again');
    expect(cache.get('s1')).toBe('again');
  });

  it(`serves an entry for ${SHARED_ENTRY_MS / 1000} s at most, should a notice be lost`, () => {
    vi.useFakeTimers();
    const cache = new ReadCache<string>(fakeDatabase({ exclusive: false, feed: true }).db, 'users');
    fill(cache, 'citizen', 'v1');
    vi.advanceTimersByTime(SHARED_ENTRY_MS - 1);
    expect(cache.get('citizen')).toBe('v1');
    vi.advanceTimersByTime(1);
    expect(cache.get('citizen')).toBeUndefined();
  });
});

describe('ReadCache: waiting for a row to change (the held poll)', () => {
  const HOLD_MS = 800;

  it("wakes a waiter when this process's write to that row commits, not at the write inside the transaction", async () => {
    vi.useFakeTimers();
    const fake = fakeDatabase({ exclusive: true, feed: false });
    const cache = new ReadCache<string>(fake.db, 'applications');
    const other = vi.fn();
    void cache.changedSince('a2', cache.changeTicket(), HOLD_MS).then(other);
    let woken: boolean | undefined;
    void cache.changedSince('a1', cache.changeTicket(), HOLD_MS).then((changed) => (woken = changed));
    fake.begin();
    cache.delete('a1');
    await vi.advanceTimersByTimeAsync(0);
    expect(woken).toBeUndefined();
    fake.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(woken).toBe(true);
    expect(other).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(HOLD_MS);
    expect(other).toHaveBeenCalledWith(false);
  });

  it("wakes a waiter when another process's change of that row is told, and gives up after the time when none is", async () => {
    vi.useFakeTimers();
    const fake = fakeDatabase({ exclusive: false, feed: true });
    const cache = new ReadCache<string>(fake.db, 'applications');
    const told = cache.changedSince('a1', cache.changeTicket(), HOLD_MS);
    fake.tell({ table: 'users', id: 'a1' });
    fake.tell({ table: 'applications', id: 'a1' });
    await expect(told).resolves.toBe(true);
    const quiet = vi.fn();
    void cache.changedSince('a1', cache.changeTicket(), HOLD_MS).then(quiet);
    await vi.advanceTimersByTimeAsync(HOLD_MS - 1);
    expect(quiet).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(quiet).toHaveBeenCalledWith(false);
  });

  it('answers at once when a change was heard between the read and the wait, or when changes cannot be heard', async () => {
    const fake = fakeDatabase({ exclusive: false, feed: true });
    const cache = new ReadCache<string>(fake.db, 'applications');
    const ticket = cache.changeTicket();
    fake.tell({ table: 'applications', id: 'a1' });
    await expect(cache.changedSince('a1', ticket, 60_000)).resolves.toBe(true);
    fake.feed.live = false;
    await expect(cache.changedSince('a1', cache.changeTicket(), 60_000)).resolves.toBe(false);
    const unheard = new ReadCache<string>(fakeDatabase({ exclusive: false, feed: false }).db, 'applications');
    await expect(unheard.changedSince('a1', unheard.changeTicket(), 60_000)).resolves.toBe(false);
  });

  it('wakes every waiter when the feed says anything may have changed', async () => {
    const fake = fakeDatabase({ exclusive: false, feed: true });
    const cache = new ReadCache<string>(fake.db, 'applications');
    const waits = ['a1', 'a2'].map((key) => cache.changedSince(key, cache.changeTicket(), 60_000));
    fake.tell(null);
    await expect(Promise.all(waits)).resolves.toEqual([true, true]);
  });
});

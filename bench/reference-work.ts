/**
 * A fixed piece of work that resembles a reply's mix (objects, JSON, SQLite commits to a WAL),
 * timed in CPU. It is the same work every time, so its figure says how fast this shared machine
 * is at the moment of a run: a bench that prints it next to its own figures lets two runs on
 * different days be compared by it instead of by wall-clock luck.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqlite } from '../src/store/open.js';

const TRANSACTIONS = 3_000;

/** CPU milliseconds (user and kernel) the fixed work took in this process. */
export function referenceCpuMs(): number {
  const dir = mkdtempSync(path.join(tmpdir(), 'cagent-reference-'));
  try {
    const db = openSqlite(path.join(dir, 'reference.sqlite'));
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = NORMAL');
    db.exec(`CREATE TABLE rows (id TEXT PRIMARY KEY, chat TEXT NOT NULL, seq INTEGER NOT NULL,
      status TEXT NOT NULL, body TEXT NOT NULL);
      CREATE INDEX rows_by_chat ON rows (chat, seq)`);
    const insert = db.prepare('INSERT INTO rows (id, chat, seq, status, body) VALUES (?, ?, ?, ?, ?)');
    const update = db.prepare("UPDATE rows SET status = 'done' WHERE id = ?");
    const read = db.prepare('SELECT body FROM rows WHERE chat = ? ORDER BY seq DESC LIMIT 5');
    const started = process.cpuUsage();
    for (let i = 0; i < TRANSACTIONS; i++) {
      const chat = `chat-${i % 200}`;
      const body = JSON.stringify({
        text: `message ${i} `.repeat(8),
        replyTo: i - 1,
        entities: [{ type: 'bold', offset: 0, length: 4 }],
      });
      db.exec('BEGIN');
      insert.run(`${i.toString(16).padStart(11, '0')}-${chat}`, chat, i, 'pending', body);
      update.run(`${i.toString(16).padStart(11, '0')}-${chat}`);
      db.exec('COMMIT');
      for (const row of read.all(chat) as { body: string }[]) JSON.parse(row.body);
    }
    const used = process.cpuUsage(started);
    db.close();
    return Math.round((used.user + used.system) / 100) / 10;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT } from '../src/support/errors.js';
import { tempDir } from './helpers.js';

/**
 * The deploy files as far as this machine can check them: no Docker engine or base image can be
 * had here, and systemd is not PID 1, so the unit goes through `systemd-analyze verify` and the
 * Dockerfile's structure is read.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const UNIT = readFileSync(path.join(ROOT, 'deploy/character-agent.service'), 'utf8');
const DOCKERFILE = readFileSync(path.join(ROOT, 'deploy/Dockerfile'), 'utf8');
const hasAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;

/** `systemd-analyze verify` on the unit with its node binary replaced by this one. */
function verify(unit: string): { status: number | null; stderr: string } {
  const tmp = tempDir();
  try {
    const file = path.join(tmp.dir, 'character-agent.service');
    writeFileSync(file, unit.replace('/usr/bin/node', process.execPath));
    const run = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    return { status: run.status, stderr: run.stderr };
  } finally {
    tmp.cleanup();
  }
}

describe('the systemd unit', () => {
  it.skipIf(!hasAnalyze)('passes systemd-analyze verify, which does catch a wrong ExecStart', () => {
    expect(verify(UNIT)).toEqual({ status: 0, stderr: '' });
    expect(verify(UNIT.replace('/usr/bin/node', '/nonexistent/node')).status).not.toBe(0);
  });

  it('restarts crashes only: every code that needs a person is excluded, stop waits past the grace', () => {
    const excluded = /^RestartPreventExitStatus=(.*)$/m.exec(UNIT)?.[1]?.split(/\s+/).map(Number);
    const needsPerson = Object.values(EXIT).filter(
      (c) => c !== EXIT.ok && c !== EXIT.internal && c !== EXIT.temporary,
    );
    expect(excluded?.sort((a, b) => a - b)).toEqual(needsPerson.sort((a, b) => a - b));
    expect(Number(/^TimeoutStopSec=(\d+)$/m.exec(UNIT)?.[1])).toBeGreaterThan(10);
  });
});

describe('the Dockerfile', () => {
  const finalStage = DOCKERFILE.slice(DOCKERFILE.lastIndexOf('\nFROM '));
  const instructions = finalStage
    .split('\n')
    .filter((l) => /^[A-Z]+\s/.test(l))
    .map((l) => ({ op: l.split(/\s+/)[0] ?? '', rest: l.slice(l.indexOf(' ') + 1).trim() }));

  it('runs as an unprivileged user, with an exec-form entrypoint and the console port exposed', () => {
    const user = instructions.filter((i) => i.op === 'USER').at(-1)?.rest;
    expect(user).toBeDefined();
    expect(['root', '0', '0:0']).not.toContain(user);
    const entry = instructions.find((i) => i.op === 'ENTRYPOINT')?.rest ?? '';
    expect(Array.isArray(JSON.parse(entry))).toBe(true);
    expect(instructions.some((i) => i.op === 'EXPOSE' && /^\d+$/.test(i.rest))).toBe(true);
  });

  it('bakes no secret into the image: no key, token, hash, password or session in ARG or ENV', () => {
    const declared = DOCKERFILE.split('\n').filter((l) => /^(ARG|ENV)\s/.test(l));
    for (const line of declared) expect(line).not.toMatch(/KEY|TOKEN|SECRET|HASH|PASSWORD|SESSION|API_ID/i);
    expect(DOCKERFILE).not.toMatch(/COPY\s+[^\n]*(\.env|secrets)/i);
  });
});

import type { TurnReport } from '../agent/turn.js';
import { FixtureError } from '../support/errors.js';
import type { Logger } from '../support/log.js';
import type { TaskParams } from '../tasks/types.js';
import type { SimAction } from '../telegram/simulator.js';
import {
  jsonId,
  type ReplayAction,
  type ReplayResult,
  type ReplayTrigger,
  type ReplayTurn,
} from '../terminal/results.js';
import {
  chatJson,
  type FixtureOverrides,
  firstPlans,
  firstTarget,
  firstTrigger,
  fixtureConversation,
  type LoadedFixture,
  loadFixture,
  shownConfigFile,
  withOverrides,
} from './fixture.js';
import { eventsJson } from './fixture-events.js';
import { checkExpectations } from './fixture-expect.js';
import { memoryJson } from './fixture-memory.js';
import { buildReplayWorld, type ReplayWorld, type ReplayWorldOptions } from './world.js';

export async function replayFile(
  file: string,
  log: Logger,
  overrides: FixtureOverrides = {},
  world: ReplayWorldOptions = {},
): Promise<ReplayResult> {
  return replayFixture(withOverrides(loadFixture(file), overrides), log, world);
}

/**
 * Runs a fixture: the first turn at `now` (when `messages` has something to answer), then the
 * clock on to `until`, each `incoming` message arriving at its time and every turn, wait and
 * timer running as it would live. Without `until` it runs until the agent has nothing left to do.
 */
export async function replayFixture(
  loaded: LoadedFixture,
  log: Logger,
  options: ReplayWorldOptions = {},
): Promise<ReplayResult> {
  const world = await buildReplayWorld(loaded, log, options);
  try {
    const { fixture, timeline } = loaded;
    if (timeline.untilMs !== undefined) world.clock.horizon = timeline.untilMs;
    // Work that sleeps past `until` parks there for good: the world has then reached its end.
    const settle = () => Promise.race([world.runtime.idle(), world.clock.whenParked()]);
    if (fixture.seen_up_to !== undefined)
      world.runtime.recall(fixtureConversation(fixture), { seenUpTo: fixture.seen_up_to });
    if (firstTarget(fixture) !== undefined) {
      await world.runtime.startTurn(
        fixtureConversation(fixture),
        fixture.target,
        firstTrigger(fixture),
        firstPlans(fixture),
      );
      await settle();
    }
    if (timeline.untilMs !== undefined || timeline.arrivals.length > 0) {
      const end = timeline.untilMs ?? timeline.arrivals.at(-1)?.atMs ?? world.clock.now();
      await world.clock.runUntil(end, settle);
    }
    await world.runtime.status.idle();
    failOnProblems(loaded, world);
    const report = world.reports[0];
    const result: ReplayResult = {
      persona: world.persona.name,
      config_file: shownConfigFile(loaded),
      chat: chatJson(fixture),
      target: report?.targetId ?? null,
      request: report?.request ?? null,
      provider: world.provider,
      reply: replyText(report),
      tasks: tasksOf(report),
      actions: world.simulator.actions.map(jsonAction),
      issues: world.reports.flatMap(issuesOf),
      withheld: world.reports.flatMap((r) => r.withheld),
      finishedAt: new Date(world.clock.now()).toISOString(),
      turns: turnsOf(world),
      memory: await memoryJson(world.store, world.persona.name, fixtureConversation(fixture)),
      events: await eventsJson(world.store, world.persona.name),
      ...(await failuresOf(world)),
      ...(report?.lore && { lorebook: report.lore }),
    };
    if (fixture.expect) result.expectations = checkExpectations(fixture.expect, result);
    return result;
  } finally {
    await world.close();
  }
}

/**
 * What started a turn: the `received` task's own trigger when it carries one, else a new
 * message (the only trigger a replay had before triggers were typed).
 */
export function turnTrigger(params: TaskParams['received']): ReplayTrigger {
  return params.trigger ? { ...params.trigger } : { kind: 'message' };
}

function turnsOf(world: ReplayWorld): ReplayTurn[] {
  const { actions } = world.simulator;
  return world.turns.map((turn, i) => {
    const { report } = turn;
    const end = world.turns[i + 1]?.actionsStart ?? actions.length;
    return {
      trigger: turnTrigger(turn.params),
      target: report?.targetId ?? null,
      request: report?.request ?? null,
      reply: replyText(report),
      tasks: tasksOf(report),
      actions: actions.slice(turn.actionsStart, end).map(jsonAction),
      issues: report ? issuesOf(report) : [],
      withheld: report?.withheld ?? [],
      ...(report?.lore && { lorebook: report.lore }),
    };
  });
}

/** Problems only the run could find, reported as a fixture error (one line, at the field). */
function failOnProblems(loaded: LoadedFixture, world: ReplayWorld): void {
  const [problem] = world.problems;
  if (problem) throw new FixtureError(problem);
  const { answered, unscripted } = world.modelCalls;
  if (unscripted > 0)
    throw new FixtureError(
      `${loaded.at(['model', 'reply'])}: model.reply: the list has ${answered} answer${answered === 1 ? '' : 's'} but the model was asked ${answered + unscripted} times; add one answer per turn`,
    );
}

/** Work that failed during the replay (a turn that could not be built or answered), when there was any. */
async function failuresOf(world: ReplayWorld): Promise<Pick<ReplayResult, 'failed'>> {
  const rows = await world.store.db
    .selectFrom('tasks')
    .select(['type', 'last_error'])
    .where('status', '=', 'failed')
    .orderBy('id')
    .execute();
  if (rows.length === 0) return {};
  return { failed: rows.map((r) => `${r.type}: ${(r.last_error ?? 'failed').replace(/\s*\n\s*/g, ' ')}`) };
}

function replyText(report: TurnReport | undefined): string {
  return report?.reply?.kind === 'text' ? report.reply.text : '';
}

/** The parsed steps as written; one planning changed gains `bounded` (the values used, and why). */
function tasksOf(report: TurnReport | undefined): ReplayTurn['tasks'] {
  const bounded = new Map(report?.bounded.map((b) => [b.step, b]));
  return (report?.steps ?? []).map((step, i) => {
    const changed = bounded.get(i + 1);
    return changed ? { ...step, bounded: { params: changed.params, reason: changed.reason } } : step;
  });
}

function issuesOf(report: TurnReport): string[] {
  return [
    ...report.issues.map((i) => (i.block ? `block ${i.block}: ${i.reason}` : i.reason)),
    ...report.notes.map((n) => `step ${n.step}: ${n.reason}`),
  ];
}

function jsonAction(action: SimAction): ReplayAction {
  return { ...action, chatId: jsonId(action.chatId) };
}

import { HarmBlockThreshold, HarmCategory } from '@google/genai';
import { afterEach, describe, expect, it } from 'vitest';
import { HARM_CATEGORIES, resolveGeneration, SAFETY_THRESHOLDS } from '../../src/config/generation.js';
import { buildGeminiContents } from '../../src/llm/contents.js';
import { GeminiClient } from '../../src/llm/gemini-client.js';
import {
  buildGenerationConfig,
  describeGenerationConfig,
  GEMINI_HARM_CATEGORY,
  harmCategoryKey,
} from '../../src/llm/generation-config.js';
import { ScriptedGeminiServer, textResponse } from '../../src/llm/scripted-server.js';
import { systemClock } from '../../src/support/clock.js';
import { memoryLogger } from '../../src/support/log.js';
import { chatMsg, persona, prompts, text } from '../helpers.js';

describe('generation settings against the Gemini SDK', () => {
  it('offers exactly the SDK’s block thresholds (its "unspecified" aside)', () => {
    const sdk = Object.values(HarmBlockThreshold).filter((t) => t !== 'HARM_BLOCK_THRESHOLD_UNSPECIFIED');
    expect([...SAFETY_THRESHOLDS].sort()).toEqual([...sdk].sort());
  });

  it('maps every config category to a category the SDK has', () => {
    const sdk = new Set<string>(Object.values(HarmCategory));
    for (const key of HARM_CATEGORIES) expect(sdk).toContain(GEMINI_HARM_CATEGORY[key]);
    expect(HARM_CATEGORIES.map((key) => harmCategoryKey(GEMINI_HARM_CATEGORY[key]))).toEqual([
      ...HARM_CATEGORIES,
    ]);
    expect(harmCategoryKey('HARM_CATEGORY_JAILBREAK')).toBe('jailbreak');
  });
});

describe('buildGenerationConfig', () => {
  it('carries only what is set, in the SDK’s field names, safety in category order', () => {
    const settings = resolveGeneration(
      {
        temperature: 0.9,
        thinking_budget: 0,
        safety: { dangerous_content: 'OFF', harassment: 'BLOCK_NONE' },
      },
      { top_p: 0.5 },
    );
    expect(buildGenerationConfig(settings)).toEqual({
      temperature: 0.9,
      topP: 0.5,
      thinkingConfig: { thinkingBudget: 0 },
      safetySettings: [
        { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_NONE' },
        { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_ONLY_HIGH' },
        { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', threshold: 'BLOCK_ONLY_HIGH' },
        { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'OFF' },
      ],
    });
  });

  it('gives a persona built without settings the defaults of an empty section', () => {
    const config = buildGenerationConfig(undefined);
    expect(JSON.parse(JSON.stringify(config))).toEqual({
      safetySettings: [
        { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_ONLY_HIGH' },
        { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_ONLY_HIGH' },
        { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', threshold: 'BLOCK_ONLY_HIGH' },
        { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'BLOCK_ONLY_HIGH' },
      ],
    });
  });

  it('describes the settings in one line, in config names', () => {
    const settings = resolveGeneration(
      { temperature: 0.9, max_output_tokens: 2048, thinking_budget: -1, safety: { civic_integrity: 'OFF' } },
      undefined,
    );
    const line = describeGenerationConfig(buildGenerationConfig(settings));
    expect(line).toBe(
      'temperature 0.9, max_output_tokens 2048, thinking_budget -1 (model decides); safety BLOCK_ONLY_HIGH for harassment, hate_speech, sexually_explicit, dangerous_content; OFF for civic_integrity',
    );
    expect(line).not.toContain('\n');
    expect(describeGenerationConfig({ safetySettings: [] })).toBe(
      'sampling and length: model defaults; safety model defaults',
    );
  });
});

describe('the request builder', () => {
  it('puts the persona’s settings beside the system instruction, and keeps them out of the text', () => {
    const generation = resolveGeneration(undefined, { temperature: 1.3, safety: { harassment: 'OFF' } });
    const alice = { id: '7', name: 'Alice' };
    const built = buildGeminiContents({
      persona: persona({ generation }),
      prompts: prompts(),
      chat: { id: '7', kind: 'direct', title: 'Alice' },
      me: { id: '42', name: 'Olivia' },
      history: [chatMsg(1, alice, [text('hello')])],
      targetId: 1,
      now: Date.parse('2026-01-02T03:04:05Z'),
    });
    expect(built.generationConfig).toEqual(buildGenerationConfig(generation));
    expect(built.generationConfig.temperature).toBe(1.3);
    expect(built.systemInstruction).not.toMatch(/temperature|BLOCK_|1\.3/);
  });
});

describe('generation settings over the wire', () => {
  let server: ScriptedGeminiServer | undefined;
  afterEach(async () => {
    await server?.stop();
    server = undefined;
  });

  it('reach the loopback server through the real SDK, from config to HTTP body', async () => {
    server = new ScriptedGeminiServer(() => textResponse('ok'));
    const baseUrl = await server.start();
    const client = new GeminiClient({ apiKey: 'k', baseUrl, clock: systemClock, log: memoryLogger() });
    const settings = resolveGeneration(
      { temperature: 0.4, top_k: 20, max_output_tokens: 1500, thinking_budget: 300 },
      { safety: { sexually_explicit: 'BLOCK_LOW_AND_ABOVE' } },
    );
    await client.generate({
      model: 'gemini-2.5-flash',
      systemInstruction: 'You are Wendy.',
      generationConfig: buildGenerationConfig(settings),
      contents: [{ role: 'user', parts: [{ text: 'hi' }] }],
    });
    const body = server.requests[0]?.body as Record<string, unknown>;
    expect(body.generationConfig).toEqual({
      temperature: 0.4,
      topK: 20,
      maxOutputTokens: 1500,
      thinkingConfig: { thinkingBudget: 300, includeThoughts: false },
    });
    expect(body.safetySettings).toEqual([
      { category: 'HARM_CATEGORY_HARASSMENT', threshold: 'BLOCK_ONLY_HIGH' },
      { category: 'HARM_CATEGORY_HATE_SPEECH', threshold: 'BLOCK_ONLY_HIGH' },
      { category: 'HARM_CATEGORY_SEXUALLY_EXPLICIT', threshold: 'BLOCK_LOW_AND_ABOVE' },
      { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', threshold: 'BLOCK_ONLY_HIGH' },
    ]);
  });
});

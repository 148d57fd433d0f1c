/**
 * The loopback server's Chat Completions dialect: the same scripted answers, written in Gemini's
 * wire format by every responder, are read back in OpenAI's. A request is shown to the responder
 * as the Gemini body it stands for; an answer goes out as a `chat.completion` (thought parts as
 * `reasoning_content`, finish reasons in OpenAI's names, token counts as `usage`) or as an
 * OpenAI error with `Retry-After`. A responder that already answers with `choices` is sent as is.
 */

/** A scripted answer as the loopback server sends it (the server's `ScriptedResponse`). */
interface ScriptedResponse {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

interface ChatMessage {
  role?: string;
  content?: string | { type?: string; text?: string; image_url?: { url?: string } }[] | null;
}

/** A Chat Completions request as the Gemini body it stands for (`systemInstruction`, `contents`). */
export function geminiView(body: unknown): unknown {
  const messages = (body as { messages?: ChatMessage[] } | undefined)?.messages ?? [];
  const system = messages.filter((m) => m.role === 'system').map((m) => textOf(m.content));
  const contents = messages
    .filter((m) => m.role !== 'system')
    .map((m) => ({ role: m.role === 'assistant' ? 'model' : 'user', parts: partsOf(m.content) }));
  return { systemInstruction: { parts: system.map((text) => ({ text })) }, contents };
}

function textOf(content: ChatMessage['content']): string {
  if (typeof content === 'string') return content;
  return (content ?? []).map((part) => part.text ?? '').join('');
}

function partsOf(content: ChatMessage['content']): unknown[] {
  if (typeof content === 'string') return [{ text: content }];
  return (content ?? []).map((part) => {
    const url = part.image_url?.url;
    const data = url === undefined ? undefined : /^data:([^;]+);base64,(.*)$/s.exec(url);
    if (data) return { inlineData: { mimeType: data[1], data: data[2] } };
    return { text: part.text ?? '' };
  });
}

interface GeminiBody {
  candidates?: { content?: { parts?: { text?: string; thought?: boolean }[] }; finishReason?: string }[];
  promptFeedback?: { blockReason?: string };
  usageMetadata?: {
    promptTokenCount?: number;
    cachedContentTokenCount?: number;
    candidatesTokenCount?: number;
    thoughtsTokenCount?: number;
  };
  error?: { code?: number; message?: string; status?: string; details?: { retryDelay?: string }[] };
}

const FINISH: Record<string, string> = {
  STOP: 'stop',
  MAX_TOKENS: 'length',
  SAFETY: 'content_filter',
  PROHIBITED_CONTENT: 'content_filter',
  BLOCKLIST: 'content_filter',
  IMAGE_SAFETY: 'content_filter',
};

/** A scripted Gemini answer as the Chat Completions API would have sent it. */
export function asChatCompletion(response: ScriptedResponse): ScriptedResponse {
  const body = (
    typeof response.body === 'object' && response.body !== null ? response.body : {}
  ) as GeminiBody;
  if ('choices' in body) return response;
  if (response.status !== 200) return asOpenAiError(response, body);
  const candidate = body.candidates?.[0];
  const parts = candidate?.content?.parts ?? [];
  const content = parts
    .filter((p) => p.thought !== true)
    .map((p) => p.text ?? '')
    .join('');
  const thoughts = parts.filter((p) => p.thought === true).map((p) => p.text ?? '');
  const finish = body.promptFeedback?.blockReason
    ? 'content_filter'
    : (FINISH[candidate?.finishReason ?? 'STOP'] ?? (candidate?.finishReason ?? 'stop').toLowerCase());
  const message: Record<string, unknown> = { role: 'assistant', content };
  if (thoughts.length > 0) message.reasoning_content = thoughts.join('\n');
  const completion: Record<string, unknown> = {
    id: 'chatcmpl-scripted',
    object: 'chat.completion',
    model: 'scripted',
    choices: [{ index: 0, message, finish_reason: finish }],
  };
  const usage = body.usageMetadata;
  if (usage) {
    const reasoning = usage.thoughtsTokenCount ?? 0;
    const completionTokens = (usage.candidatesTokenCount ?? 0) + reasoning;
    completion.usage = {
      prompt_tokens: usage.promptTokenCount ?? 0,
      completion_tokens: completionTokens,
      total_tokens: (usage.promptTokenCount ?? 0) + completionTokens,
      prompt_tokens_details: { cached_tokens: usage.cachedContentTokenCount ?? 0 },
      completion_tokens_details: { reasoning_tokens: reasoning },
    };
  }
  return { ...response, body: completion };
}

function asOpenAiError(response: ScriptedResponse, body: GeminiBody): ScriptedResponse {
  const message = body.error?.message ?? (typeof response.body === 'string' ? response.body : 'error');
  const headers: Record<string, string> = { ...response.headers };
  for (const detail of body.error?.details ?? []) {
    const seconds = /^(\d+(?:\.\d+)?)s$/.exec(detail.retryDelay ?? '')?.[1];
    if (seconds !== undefined) headers['retry-after'] = seconds;
  }
  return {
    status: response.status,
    headers,
    body: { error: { message, type: body.error?.status ?? 'error', code: response.status } },
  };
}

/** An answer in OpenAI's own words, for what Gemini's format cannot say (a `<think>` in the content). */
export function chatCompletionResponse(choice: {
  content: string | null;
  finish_reason?: string;
  reasoning_content?: string;
  refusal?: string;
  usage?: Record<string, unknown>;
}): ScriptedResponse {
  const { usage, finish_reason = 'stop', ...message } = choice;
  return {
    status: 200,
    body: {
      id: 'chatcmpl-scripted',
      object: 'chat.completion',
      choices: [{ index: 0, message: { role: 'assistant', ...message }, finish_reason }],
      ...(usage ? { usage } : {}),
    },
  };
}

import type { MediaModelPort } from '../media/model-port.js';
import type { UsageSink } from '../support/usage.js';

/**
 * The media model, recording what each description cost. Descriptions are cached for every
 * chat of the persona, so they are charged to the persona, not to the chat that first showed
 * the item.
 */
export function recordingMediaModel(inner: MediaModelPort, sink: UsageSink, agent: string): MediaModelPort {
  return {
    describeMedia: async (request, signal) => {
      const asking = performance.now();
      const answer = await inner.describeMedia(request, signal);
      const latencyMs = Math.round(performance.now() - asking);
      const by = answer.answeredBy ?? { provider: 'gemini', model: request.model };
      if (answer.usage)
        await sink.record({
          agent,
          purpose: 'media',
          model: by.model,
          provider: by.provider,
          usage: answer.usage,
          latencyMs,
        });
      return answer;
    },
  };
}

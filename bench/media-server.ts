/**
 * The loopback Gemini server of bench:media, in a worker thread: in production Gemini is
 * another machine, so parsing request bodies must not cost the measured process's event loop.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ScriptedGeminiServer, textResponse } from '../src/llm/scripted-server.js';

const { delayMs } = workerData as { delayMs: number };
const server = new ScriptedGeminiServer(async () => {
  await new Promise((resolve) => setTimeout(resolve, delayMs));
  return textResponse('A photo of a coloured landscape with round shapes, like a children’s drawing.');
});
// Requests are not kept: the bench sends thousands of kilobytes of images.
server.requests.push = () => 0;
const baseUrl = await server.start();
parentPort?.postMessage({ baseUrl });
parentPort?.on('message', async (message: unknown) => {
  if (message === 'stop') {
    await server.stop();
    parentPort?.close();
  }
});

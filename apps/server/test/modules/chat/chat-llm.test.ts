import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createLlmClient } from '../../../src/modules/chat/llm';
import { postChat, useTestApp } from '../../helpers/fixtures';
import { jpeg, type multipart } from '../../helpers/images';

/** A tiny OpenAI-compatible server: records requests, answers as told. */
interface FakeBehaviour {
  status: number;
  answer: string;
  delayMs: number;
}

/** The chat-completions request as the server sends it (only what the assertions read). */
interface ModelRequest {
  model: string;
  messages: { role: string; content: string | Record<string, unknown>[] }[];
}

describe('chat with an OpenAI-compatible model (CHAT_LLM_BASE_URL)', () => {
  let server: Server;
  let baseUrl: string;
  const requests: { url: string; auth: string | undefined; body: ModelRequest }[] = [];
  const behaviour: FakeBehaviour = { status: 200, answer: '', delayMs: 0 };

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk) => {
        data += chunk;
      });
      request.on('end', () => resolve(data));
    });

  // The fake model server starts before the app, which is built on its address.
  const t = useTestApp(async () => {
    server = createServer(async (request, response) => {
      const body = JSON.parse(await readBody(request));
      requests.push({ url: request.url ?? '', auth: request.headers.authorization, body });
      await new Promise((resolve) => setTimeout(resolve, behaviour.delayMs));
      response.writeHead(behaviour.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          behaviour.status === 200
            ? {
                id: 'chatcmpl-1',
                object: 'chat.completion',
                created: 0,
                model: body.model,
                choices: [
                  {
                    index: 0,
                    finish_reason: 'stop',
                    message: { role: 'assistant', content: behaviour.answer },
                  },
                ],
              }
            : { error: { message: 'boom' } },
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    return {
      CHAT_LLM_BASE_URL: baseUrl,
      CHAT_LLM_API_KEY: 'test-key',
      CHAT_LLM_MODEL: 'tiny-model',
    };
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
    Object.assign(behaviour, { status: 200, answer: '', delayMs: 0 });
  });

  const chat = (fields: Record<string, string>, files: Parameters<typeof multipart>[1] = {}) => {
    return postChat(t.app, fields, files);
  };

  it('answers with the model, grounded on the retrieved FAQ entries, in the visitor language', async () => {
    behaviour.answer = 'Oui, la garantie est d’un an.';
    const response = await chat({ message: 'Quelle est la garantie ?' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      response: 'Oui, la garantie est d’un an.',
      kind: 'answer',
      language: 'fr',
    });
    const [call] = requests;
    expect(call?.url).toBe('/v1/chat/completions');
    expect(call?.auth).toBe('Bearer test-key');
    expect(call?.body.model).toBe('tiny-model');
    const system = call?.body.messages[0].content as string;
    expect(system).toContain('Answer in French');
    expect(system).toContain('Toutes nos stations sont garanties 1 an.');
    expect(call?.body.messages[1].content[0]).toEqual({
      type: 'text',
      text: 'Quelle est la garantie ?',
    });
  });

  it('passes an attached image to the model', async () => {
    behaviour.answer = 'I see a red picture.';
    const response = await chat(
      { message: 'What is in this picture?' },
      { image: { data: await jpeg(), filename: 'a.jpg', contentType: 'image/jpeg' } },
    );
    expect(response.json().response).toBe('I see a red picture.');
    expect(response.json().complaintUrl).toBe('/reclamation-qr');
    expect(requests[0]?.body.messages[1]?.content[1]).toEqual({
      type: 'image_url',
      image_url: { url: expect.stringMatching(/^data:image\/jpeg;base64,/) },
    });
  });

  it('falls back to the built-in engine when the model fails', async () => {
    behaviour.status = 500;
    const response = await chat({ message: 'What warranty do your stations have?' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      kind: 'answer',
      response: 'All our stations come with a 1-year warranty.',
    });
    expect(requests).toHaveLength(1);
  });

  it('does not ask the model to answer a greeting', async () => {
    const response = await chat({ message: 'Bonjour' });
    expect(response.json().kind).toBe('greeting');
    expect(requests).toHaveLength(0);
  });

  it('sends no Authorization header without a key, and accepts a base URL ending in /', async () => {
    behaviour.answer = 'Bonjour !';
    const ask = createLlmClient({ baseUrl: `${baseUrl}/`, model: 'tiny-model', timeoutMs: 2000 });
    await expect(ask({ message: 'Salut', language: 'fr', hits: [] })).resolves.toBe('Bonjour !');
    expect(requests[0]?.url).toBe('/v1/chat/completions');
    expect(requests[0]?.auth).toBeUndefined();
  });

  it('refuses an empty model answer, so the caller falls back', async () => {
    behaviour.answer = '   ';
    const ask = createLlmClient({ baseUrl, model: 'tiny-model', timeoutMs: 2000 });
    await expect(ask({ message: 'Bonjour', language: 'fr', hits: [] })).rejects.toThrow(/empty/);
  });

  // Without the timeout the fake server would answer after 1 s and the call would resolve.
  it('gives up on a model slower than the timeout', async () => {
    behaviour.delayMs = 1000;
    behaviour.answer = 'too late';
    const ask = createLlmClient({ baseUrl, model: 'tiny-model', timeoutMs: 150 });
    await expect(ask({ message: 'Bonjour', language: 'fr', hits: [] })).rejects.toThrow();
  });
});

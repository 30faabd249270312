// How request bodies are read (UTF-8 text, streamed multipart, guarded sizes) and how answers leave
// (list cache with ETags, no-store, compression).
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { registerBodyGuard } from '../http/body-guard.ts';
import { registerTextBodies } from '../http/body-text.ts';
import { registerResponsePipeline, type ResponsePipelineOptions } from '../http/response-pipeline.ts';
import { MAX_UPLOAD_BYTES } from '../routes/uploads.ts';

const bodiesAndAnswersPlugin: FastifyPluginAsync<ResponsePipelineOptions> = async (app, options) => {
  // JSON and form-encoded bodies: UTF-8 only (http/body-text.ts).
  registerTextBodies(app);
  // The upload handler reads its multipart stream itself, with its own limits (routes/uploads.ts).
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2 } });
  registerBodyGuard(app);
  await registerResponsePipeline(app, options);
};

export const bodiesAndAnswers = fp(bodiesAndAnswersPlugin, { name: 'sika-bodies-and-answers' });

// Multipart bodies are streams that their handler reads itself (routes/uploads.ts, with its own
// limits and messages). Fastify would validate the not-yet-read body (undefined) against the
// contract's multipart schema and refuse every upload, so the served contract leaves that schema
// open; the handler enforces what it says (one file in the field `images`).
type Document = { paths?: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>> };

export function withStreamedMultipart<T extends object>(document: T): T {
  const doc = document as Document;
  for (const item of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(item)) {
      const content = operation?.requestBody?.content;
      if (content?.['multipart/form-data']) content['multipart/form-data'] = { schema: {} };
    }
  }
  return document;
}

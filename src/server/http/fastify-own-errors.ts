import type { FastifyError, FastifyRequest } from 'fastify';
import { type Message, type MessageKey, msg } from '../../shared/i18n/message.ts';

/** Fastify's body parser's and the multipart plugin's refusals, by their code (decision 0045). */
const BY_CODE = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'api_http_json_invalid',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'api_http_json_empty',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'api_http_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'api_http_body_too_large',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'api_http_body_length',
  FST_PARTS_LIMIT: 'api_multipart_parts',
  FST_FILES_LIMIT: 'api_multipart_files',
  FST_FIELDS_LIMIT: 'api_multipart_fields',
  FST_PROTO_VIOLATION: 'api_multipart_prototype',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'api_multipart_not_multipart',
} as const satisfies Record<string, MessageKey>;

/** The multipart parser (busboy) reports a malformed body as a plain error, without a code. */
export function isBrokenMultipart(request: FastifyRequest, error: Error): boolean {
  return request.isMultipart() && (error.stack ?? '').includes('busboy');
}

/**
 * What a client error that is not our own says. busboy's have no code, so the request tells them apart: a
 * multipart type without a boundary, or else a body that ended before its closing boundary. Any other keeps
 * its words, as written.
 */
export function fastifyOwnMessage(request: FastifyRequest, error: FastifyError): Message | string {
  const key = Object.hasOwn(BY_CODE, error.code) ? BY_CODE[error.code as keyof typeof BY_CODE] : undefined;
  if (key) return msg(key);
  if (!isBrokenMultipart(request, error)) return error.message;
  return /;\s*boundary=/i.test(request.headers['content-type'] ?? '')
    ? msg('api_multipart_end')
    : msg('api_multipart_boundary');
}

import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { badBodyMessage, invalidParamMessage } from '../messages.ts';
import { globalPlugin } from './global-plugin.ts';

interface ValidationIssue {
  instancePath?: string;
  params?: { missingProperty?: string; additionalProperty?: string };
}

/** Names the field of a validation failure: 'terms', 'terms.0.isAgreed', 'pageSize'. */
export function fieldOf(issue: ValidationIssue | undefined, context: string | undefined): string {
  const path = (issue?.instancePath ?? '').split('/').filter(Boolean);
  const missing = issue?.params?.missingProperty ?? issue?.params?.additionalProperty;
  if (missing) path.push(missing);
  return path.length > 0 ? path.join('.') : (context ?? 'body');
}

function toAppError(error: FastifyError & { validation?: ValidationIssue[]; validationContext?: string }): AppError {
  if (error instanceof AppError) return error;
  if (error.validation) {
    return new AppError('INVALID_PARAM', {
      text: { message: invalidParamMessage(fieldOf(error.validation[0], error.validationContext)) },
    });
  }
  const status = error.statusCode ?? 500;
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 429) return new AppError('TOO_MANY_REQUESTS');
  // Unparsable JSON, wrong content type, body too large: the request itself is bad.
  if (status >= 400 && status < 500) return new AppError('INVALID_PARAM', { text: { message: badBodyMessage } });
  return new AppError('ERROR');
}

/**
 * One place turns every failure into the error body of 000 §8, and every unknown route
 * into NOT_FOUND (API) or the client's page (browser navigation, see static-client).
 */
export const errorHandlerPlugin = globalPlugin(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const appError = toAppError(error);
    if (appError.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(appError.statusCode).type('application/json; charset=utf-8').send(appError.body);
  });
});

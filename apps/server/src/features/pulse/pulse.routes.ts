import {
  errorEnvelopeSchema,
  highlightFeedbackInputSchema,
  highlightFeedbackResponseSchema,
  highlightSaveInputSchema,
  pulseResponseSchema,
  savedHighlightListResponseSchema,
  savedStateResponseSchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PulseService } from '@/features/pulse/pulse.service';

const tags = ['pulse'];
const security = [{ bearerAuth: [] }];
// Any string: a malformed id is "not found" (404), not a validation error.
const params = z.object({ id: z.string().describe('Highlight id (uuid)') });
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
};

export const pulseRoutes: FastifyPluginCallbackZod<{ pulse: PulseService }> = (
  app,
  { pulse },
  done,
) => {
  app.get(
    '/pulse',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Today's Pulse: trending, suggested sources, highlights, alerts, recent summaries",
        description:
          "Never waits for a build: when today's is missing or out of date it is queued, and the answer is `status: 'preparing'` with the newest build that may be shown (`day`, `builtAt`) or empty sections (`day: null`). Ask again every few seconds until `status: 'ready'`.",
        response: { 200: pulseResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await pulse.get(request.userId) }),
  );

  app.get(
    '/pulse/saved',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's saved highlights with their notes, newest saved first",
        response: { 200: savedHighlightListResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await pulse.savedHighlights(request.userId),
    }),
  );

  app.get(
    '/pulse/highlights/:id/saved',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Whether the caller saved this highlight, with the note',
        params,
        response: { 200: savedStateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await pulse.savedState(request.userId, request.params.id),
    }),
  );

  app.post(
    '/pulse/highlights/:id/save',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Save a highlight (saving again replaces the note)',
        params,
        body: highlightSaveInputSchema,
        response: { 200: savedStateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await pulse.save(request.userId, request.params.id, request.body.note),
    }),
  );

  app.delete(
    '/pulse/highlights/:id/save',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Remove a highlight from saved',
        params,
        response: { 200: savedStateResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await pulse.unsave(request.userId, request.params.id),
    }),
  );

  app.get(
    '/pulse/highlights/:id/feedback',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's helpful feedback on a highlight (null until given)",
        params,
        response: { 200: highlightFeedbackResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await pulse.feedback(request.userId, request.params.id),
    }),
  );

  app.post(
    '/pulse/highlights/:id/feedback',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Answer "Was this helpful?" for a highlight',
        params,
        body: highlightFeedbackInputSchema,
        response: { 200: highlightFeedbackResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await pulse.giveFeedback(request.userId, request.params.id, request.body.isHelpful),
    }),
  );
  done();
};

import type { FastifyInstance } from 'fastify';
import * as endpoints from '@gd/contracts/endpoints/practitioner-community';
import { ok } from '../../platform/envelope';
import { limit } from '../../platform/limits';
import { route } from '../../platform/route';
import * as service from './community-service';

/** Decision 65, questions and reviews: asking, answering, approving; reviewing, replying, hiding. */
export async function communityRoutes(app: FastifyInstance): Promise<void> {
  const perUser = (name: string) =>
    limit(app, name, { max: 20, timeWindow: '1 hour', key: (req) => String(req.user?.user_id) });

  route(
    app,
    endpoints.askQuestion,
    async (req) =>
      ok(
        await service.ask(app.db, {
          practitionerId: req.params.id,
          userId: req.user!.user_id,
          question: req.body.question,
          now: app.clock.now(),
        }),
        'Your question is sent. It appears on the profile once answered.',
      ),
    { preHandler: perUser('question') },
  );

  route(app, endpoints.practitionerReviews, async (req) =>
    ok(await service.publicReviews(app.db, req.params.id, req.query)),
  );

  route(
    app,
    endpoints.reviewAppointment,
    async (req) =>
      ok(
        await service.review(app.db, {
          userId: req.user!.user_id,
          appointmentId: req.params.id,
          now: app.clock.now(),
          body: req.body,
        }),
        'Thank you for your review!',
      ),
    { preHandler: perUser('practitioner-review') },
  );

  route(app, endpoints.myReviews, async (req) => ok(await service.myReviews(app.db, req.user!.user_id)));

  route(app, endpoints.ownQuestions, async (req) =>
    ok(await service.ownQuestions(app.db, req.practitionerId!, req.query)),
  );

  route(app, endpoints.answerQuestion, async (req) =>
    ok(
      await service.answer(app.db, {
        practitionerId: req.practitionerId!,
        id: req.params.id,
        answer: req.body.answer,
        now: app.clock.now(),
      }),
      'Your answer is saved. It appears on your profile once approved.',
    ),
  );

  route(app, endpoints.ownReviews, async (req) => ok(await service.ownReviews(app.db, req.practitionerId!, req.query)));

  route(app, endpoints.replyToReview, async (req) =>
    ok(
      await service.reply(app.db, {
        practitionerId: req.practitionerId!,
        id: req.params.id,
        reply: req.body.reply,
        now: app.clock.now(),
      }),
      'Reply saved.',
    ),
  );

  route(app, endpoints.adminQuestions, async (req) => ok(await service.adminQuestions(app.db, req.query)));

  route(app, endpoints.moderateQuestion, async (req) =>
    ok(
      await service.moderateQuestion(app.db, {
        adminId: req.user!.user_id,
        id: req.params.id,
        isApprove: req.body.is_approve,
        now: app.clock.now(),
      }),
      req.body.is_approve === 1 ? 'Question approved.' : 'Question declined.',
    ),
  );

  route(app, endpoints.adminReviews, async (req) => ok(await service.adminReviews(app.db, req.query)));

  route(app, endpoints.hideReview, async (req) =>
    ok(
      await service.setHidden(app.db, {
        adminId: req.user!.user_id,
        id: req.params.id,
        hidden: req.body.is_hidden,
        now: app.clock.now(),
      }),
      req.body.is_hidden === 1 ? 'Review hidden.' : 'Review shown.',
    ),
  );
}
